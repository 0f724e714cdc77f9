import { describe, expect, it } from 'vitest';
import { missingTwins, missingTwinsMessage } from './twins.ts';

describe('pages in both languages', () => {
  it('finds nothing missing when every page has its English and French versions', () => {
    expect(missingTwins(['en/privacy', 'fr/privacy', 'en/terms', 'fr/terms'])).toEqual([]);
  });

  it('names the missing version in either language', () => {
    expect(missingTwins(['en/privacy', 'fr/privacy', 'en/terms', 'fr/shipping'])).toEqual(['en/shipping', 'fr/terms']);
  });

  it('says which file to write and which page it translates', () => {
    expect(missingTwinsMessage(['fr/terms', 'en/shipping'], 'src/content/pages')).toBe(
      'Every page needs its English and French versions:\n' +
        '- src/content/pages/fr/terms.md is missing (the translation of src/content/pages/en/terms.md)\n' +
        '- src/content/pages/en/shipping.md is missing (the translation of src/content/pages/fr/shipping.md)',
    );
  });
});
