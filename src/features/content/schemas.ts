/**
 * What each content file under src/content/ must hold (front matter). The
 * build checks every file against these schemas: a missing or wrong field
 * stops it with the file's name and the field's path, so a typo never
 * reaches the shop. The messages speak to editors, not developers.
 *
 * Astro's own zod (`astro/zod`), which content collections require; it runs
 * at build time only and never ships to the browser.
 */
import { z } from 'astro/zod';

// Astro reports a missing field as "Required" and a wrong type as "Expected
// type ..., received ..."; the rules below add their own messages.
const text = (what: string, maxLength = Infinity) =>
  z
    .string()
    .trim()
    .min(1, `${what} must not be empty`)
    .max(maxLength, `${what} must be at most ${maxLength} characters (search engines cut longer ones)`);

/** Dates are written YYYY-MM-DD without quotes, which YAML reads as a date. */
const calendarDate = (what: string) =>
  z.custom<Date>((value) => value instanceof Date && !Number.isNaN(value.getTime()), {
    message: `${what} must be a date written as YYYY-MM-DD without quotes, e.g. 2025-04-24`,
  });

/** A link inside the shop (starting with /), an e-mail link, or a full https:// address. */
const href = z.string().regex(/^(\/|mailto:|https:\/\/)/, 'href must start with /, mailto: or https://');

const link = z.object({ label: text('label'), href });

/** What every page needs for search engines and link previews. */
const seo = {
  title: text('title', 60),
  description: text('description', 160),
};

/** Shipping & Returns, Privacy Policy, Terms of Service: a markdown body under a dated heading. */
export const policySchema = z
  .object({
    ...seo,
    /** The short paragraph under the heading. */
    summary: text('summary'),
    /** The date the policy takes effect ("Effective April 24, 2025"). */
    effective: calendarDate('effective').optional(),
    /** The date of the last change ("Last updated April 25, 2025"). */
    lastUpdated: calendarDate('lastUpdated').optional(),
    /** Key facts shown as cards above the text (shipping times, return window...). */
    facts: z.array(z.object({ label: text('label'), value: text('value') })).default([]),
    /**
     * The shipping page's statement on free shipping, both readings; which one
     * shows is decided by SHIPPING_PAGE_OFFERS_FREE_SHIPPING in src/lib/store-policy.ts.
     */
    freeShipping: z.object({ offered: text('offered'), notOffered: text('notOffered') }).optional(),
  })
  .strict()
  .refine((page) => page.effective || page.lastUpdated, {
    message: 'give the policy a date: effective or lastUpdated (YYYY-MM-DD)',
    path: ['effective'],
  });

/** Lower-case words joined by hyphens: used in the page address after #. */
const anchorId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be lower-case letters and digits joined by hyphens, e.g. orders-payment');

export const faqSchema = z
  .object({
    ...seo,
    heading: text('heading'),
    intro: text('intro'),
    sections: z
      .array(
        z
          .object({
            id: anchorId,
            title: text('title'),
            questions: z
              .array(
                z
                  .object({
                    question: text('question'),
                    /** Plain text; a blank line starts a new paragraph. */
                    answer: text('answer'),
                  })
                  .strict(),
              )
              .min(1, 'a section needs at least one question'),
            /** An optional link under the section's questions, to the page that says more. */
            more: link.optional(),
          })
          .strict(),
      )
      .min(1, 'the FAQ needs at least one section'),
    comingSoon: z
      .object({ badge: text('badge'), title: text('title'), text: text('text'), link: link.optional() })
      .strict(),
  })
  .strict();

export const aboutSchema = z
  .object({
    ...seo,
    hero: z.object({ eyebrow: text('eyebrow'), title: text('title'), text: text('text') }).strict(),
    mission: z.object({ title: text('title'), text: text('text') }).strict(),
    values: z
      .object({
        title: text('title'),
        items: z
          .array(z.object({ title: text('title'), text: text('text') }).strict())
          .min(1, 'add at least one value'),
      })
      .strict(),
    stats: z
      .object({
        title: text('title'),
        items: z
          .array(z.object({ value: text('value'), label: text('label') }).strict())
          .min(1, 'add at least one figure'),
      })
      .strict(),
    /** The closing call to action (a link to /collections). */
    cta: z.object({ title: text('title'), text: text('text'), link }).strict(),
  })
  .strict();

export type PolicyData = z.infer<typeof policySchema>;
export type FaqData = z.infer<typeof faqSchema>;
export type AboutData = z.infer<typeof aboutSchema>;
