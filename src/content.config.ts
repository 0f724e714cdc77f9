/**
 * The shop's editable words (src/content/pages/<locale>/), checked against
 * the schemas in src/features/content/schemas.ts at every build. See
 * docs/editing-content.md for editors.
 *
 * Entry ids are "<locale>/<page>", e.g. "en/privacy".
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { aboutSchema, faqSchema, policySchema } from './features/content/schemas.ts';

const PAGES_FOLDER = './src/content/pages';

const pages = (pattern: string) => glob({ base: PAGES_FOLDER, pattern });

export const collections = {
  policies: defineCollection({ loader: pages('*/{shipping,privacy,terms}.md'), schema: policySchema }),
  faq: defineCollection({ loader: pages('*/faq.md'), schema: faqSchema }),
  about: defineCollection({ loader: pages('*/about.md'), schema: aboutSchema }),
};
