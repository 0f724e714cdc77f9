/**
 * The Specifications tab as the server draws it, read by roles: English labels with their units in
 * brackets, and on a French page French labels, French figures and the merchant's French values,
 * with what stays English marked lang="en".
 */
import { within } from '@testing-library/react';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import ProductSpecifications from './ProductSpecifications.astro';
import { specifications } from './specifications.ts';

const metadata = {
  wheel_size: '29 in',
  weight_kg: '14.2',
  brakes: 'Tektro hydraulic disc',
  brakes_fr: 'Freins à disque hydrauliques Tektro',
  drivetrain: 'Shimano Deore 1x12',
  saddle_height: 'Adjustable',
};

async function drawn(locale: 'en-CA' | 'fr-CA') {
  const html = await (
    await AstroContainer.create()
  ).renderToString(ProductSpecifications, {
    props: { specifications: specifications(metadata, locale), emptyText: 'None' },
  });
  const document = new Window().document;
  document.body.innerHTML = html;
  const list = document.body as unknown as HTMLElement;
  const rows = within(list)
    .getAllByRole('term')
    .map((term) => {
      const value = term.nextElementSibling as HTMLElement;
      return { label: term.textContent, labelLang: term.lang, value: value.textContent, valueLang: value.lang };
    });
  return { list, rows };
}

describe('the Specifications tab', () => {
  it('in English: labels with their units in brackets, values as the merchant wrote them, nothing marked', async () => {
    const { rows } = await drawn('en-CA');
    expect(rows).toEqual([
      { label: 'Wheel Size', labelLang: '', value: '29 in', valueLang: '' },
      { label: 'Weight (kg)', labelLang: '', value: '14.2', valueLang: '' },
      { label: 'Brakes', labelLang: '', value: 'Tektro hydraulic disc', valueLang: '' },
      { label: 'Drivetrain', labelLang: '', value: 'Shimano Deore 1x12', valueLang: '' },
      { label: 'Saddle Height', labelLang: '', value: 'Adjustable', valueLang: '' },
    ]);
  });

  it('in French: « 29 po », « 14,2 », the merchant’s French value, and English marked lang="en"', async () => {
    const { list, rows } = await drawn('fr-CA');
    expect(rows).toEqual([
      { label: 'Taille des roues', labelLang: '', value: '29\u00a0po', valueLang: '' },
      { label: 'Poids (kg)', labelLang: '', value: '14,2', valueLang: '' },
      { label: 'Freins', labelLang: '', value: 'Freins à disque hydrauliques Tektro', valueLang: '' },
      { label: 'Transmission', labelLang: '', value: 'Shimano Deore 1x12', valueLang: 'en' },
      { label: 'Saddle Height', labelLang: 'en', value: 'Adjustable', valueLang: 'en' },
    ]);
    expect(within(list).getAllByRole('definition')).toHaveLength(rows.length);
  });
});
