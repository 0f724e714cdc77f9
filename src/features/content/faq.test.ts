import { describe, expect, it } from 'vitest';
import { faqStructuredData } from './faq.ts';

describe('FAQPage structured data', () => {
  it('lists every question of every section with its answer text', () => {
    const data = faqStructuredData([
      { id: 'a', title: 'A', questions: [{ question: 'Q1?', answer: 'One.\n\nTwo, at support@velonord.ca.' }] },
      { id: 'b', title: 'B', questions: [{ question: 'Q2?', answer: 'Three.' }] },
    ]);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Q1?',
        acceptedAnswer: { '@type': 'Answer', text: 'One.\n\nTwo, at support@velonord.ca.' },
      },
      { '@type': 'Question', name: 'Q2?', acceptedAnswer: { '@type': 'Answer', text: 'Three.' } },
    ]);
  });
});
