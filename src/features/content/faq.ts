/** The FAQ as structured data for search engines (schema.org FAQPage). */
import { plainTextString } from './plain-text.ts';
import type { FaqData } from './schemas.ts';

/** Every question of every section, with its answer as shown on the page. */
export function faqStructuredData(sections: FaqData['sections']) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: sections.flatMap((section) =>
      section.questions.map(({ question, answer }) => ({
        '@type': 'Question',
        name: question,
        acceptedAnswer: { '@type': 'Answer', text: plainTextString(answer) },
      })),
    ),
  };
}
