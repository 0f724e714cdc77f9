/**
 * The shop's editable words (src/content/pages/<locale>/), checked against
 * the schemas in src/features/content/schemas.ts at every build. See
 * docs/editing-content.md for editors.
 *
 * Entry ids are "<locale>/<page>", e.g. "en/privacy". Every page has an
 * English and a French version (en/ and fr/): the build stops and names the
 * file when one is missing.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { aboutSchema, faqSchema, policySchema } from './features/content/schemas.ts';
import { withTwins } from './features/content/twins.ts';

const PAGES_FOLDER = 'src/content/pages';

const pages = (pattern: string) => withTwins(glob({ base: `./${PAGES_FOLDER}`, pattern }), PAGES_FOLDER);

export const collections = {
  policies: defineCollection({ loader: pages('*/{shipping,privacy,terms}.md'), schema: policySchema }),
  faq: defineCollection({ loader: pages('*/faq.md'), schema: faqSchema }),
  about: defineCollection({ loader: pages('*/about.md'), schema: aboutSchema }),
};
