import { describe, expect, it } from 'vitest';
import { aboutSchema, faqSchema, policySchema } from './schemas.ts';

const policy = {
  title: 'Privacy Policy',
  description: 'What we collect and why.',
  summary: 'We respect your privacy.',
  effective: new Date('2025-04-24'),
};

/** The first problem found, as "path: message". */
function problem(result: {
  success: boolean;
  error?: { issues: readonly { path: PropertyKey[]; message: string }[] };
}) {
  expect(result.success).toBe(false);
  const issue = result.error!.issues[0]!;
  return `${issue.path.map(String).join('.')}: ${issue.message}`;
}

describe('policy front matter', () => {
  it('accepts a dated policy, with no key facts by default', () => {
    const result = policySchema.safeParse(policy);
    expect(result.success).toBe(true);
    expect(result.data?.facts).toEqual([]);
  });

  it('needs a date: effective or lastUpdated', () => {
    const { effective: _effective, ...undated } = policy;
    expect(problem(policySchema.safeParse(undated))).toBe(
      'effective: give the policy a date: effective or lastUpdated (YYYY-MM-DD)',
    );
    expect(policySchema.safeParse({ ...undated, lastUpdated: new Date('2025-04-25') }).success).toBe(true);
  });

  it('refuses a date in words, pointing to the YYYY-MM-DD form', () => {
    expect(problem(policySchema.safeParse({ ...policy, effective: 'April 24, 2025' }))).toMatch(
      /^effective: effective must be a date written as YYYY-MM-DD/,
    );
  });

  it('refuses a misspelt field instead of ignoring it', () => {
    expect(problem(policySchema.safeParse({ ...policy, lastUpdate: new Date('2025-04-25') }))).toMatch(/lastUpdate/);
  });

  it('keeps titles and descriptions within what search engines show', () => {
    expect(problem(policySchema.safeParse({ ...policy, title: 'x'.repeat(61) }))).toMatch(
      /^title: title must be at most 60 characters/,
    );
    expect(problem(policySchema.safeParse({ ...policy, description: 'x'.repeat(161) }))).toMatch(
      /^description: description must be at most 160/,
    );
    expect(problem(policySchema.safeParse({ ...policy, summary: '   ' }))).toBe('summary: summary must not be empty');
  });
});

describe('FAQ front matter', () => {
  const faq = {
    title: 'FAQ',
    description: 'Answers.',
    heading: 'Frequently Asked Questions',
    intro: 'Quick answers.',
    sections: [{ id: 'orders-payment', title: 'Orders & Payment', questions: [{ question: 'Q?', answer: 'A.' }] }],
    comingSoon: { badge: 'Coming Soon', title: 'Videos', text: 'Soon.' },
  };

  it('accepts sections of questions and a Coming Soon card', () => {
    expect(faqSchema.safeParse(faq).success).toBe(true);
  });

  it('needs section ids that work after # in an address', () => {
    const sections = [{ ...faq.sections[0]!, id: 'Orders & Payment' }];
    expect(problem(faqSchema.safeParse({ ...faq, sections }))).toMatch(
      /^sections\.0\.id: id must be lower-case letters/,
    );
  });

  it('needs an answer for every question', () => {
    const sections = [{ ...faq.sections[0]!, questions: [{ question: 'Q?' }] }];
    expect(problem(faqSchema.safeParse({ ...faq, sections }))).toMatch(/^sections\.0\.questions\.0\.answer: /);
  });

  it('refuses links that are neither in the shop, e-mail nor https', () => {
    const comingSoon = { ...faq.comingSoon, link: { label: 'Contact', href: 'www.example.com' } };
    expect(problem(faqSchema.safeParse({ ...faq, comingSoon }))).toBe(
      'comingSoon.link.href: href must start with /, mailto: or https://',
    );
  });
});

describe('About front matter', () => {
  const about = {
    title: 'About Us',
    description: 'Our story.',
    hero: { eyebrow: 'About', title: 'Redefine Your Ride', text: 'We design bikes.' },
    mission: { title: 'Our Mission', text: 'Better rides.' },
    values: { title: 'Values', items: [{ title: 'Built for the North', text: 'Tested in winter.' }] },
    stats: { title: 'Numbers', items: [{ value: '15+', label: 'Bike categories' }] },
    cta: { title: 'Find your ride', text: 'Browse.', link: { label: 'Explore Our Collections', href: '/collections' } },
  };

  it('accepts the page', () => {
    expect(aboutSchema.safeParse(about).success).toBe(true);
  });

  it('needs at least one figure', () => {
    expect(problem(aboutSchema.safeParse({ ...about, stats: { ...about.stats, items: [] } }))).toBe(
      'stats.items: add at least one figure',
    );
  });
});
