// @vitest-environment happy-dom
/** The size finder of the French product page: the standover, the chart it read and a sold-out size, in French. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { SizeFinder } from '~/features/product/size-finder/SizeFinder.tsx';
import { $measurements } from '~/features/product/size-finder/remembered-measurements.ts';
import { mountainChart } from '../testing/mountain-chart.ts';
import { useWordsOf } from '../../../../tests/support/words.ts';

// A French page's words.
beforeEach(() => useWordsOf('fr-CA'));

const chart = mountainChart({
  bikeName: 'Bromont semi-rigide 29',
  others: [{ name: 'Summit Ridge 29 Sentier', href: '/fr/product/summit-ridge-29-trail', sizes: ['M'] }],
});

beforeEach(() => {
  localStorage.clear();
  $measurements.set(null);
});
afterEach(cleanup);

async function openFinder(soldOut: string[] = []) {
  render(<SizeFinder chart={chart} choosable={['S', 'M', 'L']} soldOut={soldOut} onChoose={() => {}} />);
  fireEvent.click(screen.getByRole('button', { name: 'Trouver votre taille' }));
  return screen.findByRole('dialog', { name: 'Trouver votre taille' }, { timeout: 5000 });
}

const shown = (element: HTMLElement) => element.textContent!.replace(/\u00a0/g, ' ');
const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const submit = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Trouver ma taille' }));

describe('l’outil de taille avec la hauteur d’enjambement', () => {
  it('tranche entre deux tailles par l’enjambement, dit pourquoi et nomme le tableau', async () => {
    const dialog = await openFinder();
    type(dialog, 'Grandeur (cm)', '166');
    type(dialog, 'Entrejambe (cm, facultatif)', '75');
    submit(dialog);
    const status = shown(within(dialog).getByRole('status'));
    expect(status).toContain('Votre taille : S');
    expect(status).toContain(
      'Votre entrejambe de 75 cm dépasse de 35 mm la hauteur d’enjambement de 715 mm de la taille S.',
    );
    expect(status).toContain(
      'D’après le tableau des tailles de Bromont semi-rigide 29 (grandeurs) et sa géométrie (hauteur d’enjambement), sous Géométrie dans cette page.',
    );
  });

  it('une taille épuisée : le dit, propose la plus proche en stock et les autres vélos de cette taille', async () => {
    const dialog = await openFinder(['M']);
    type(dialog, 'Grandeur (cm)', '170');
    submit(dialog);
    const status = shown(within(dialog).getByRole('status'));
    expect(status).toContain('La taille M est épuisée.');
    expect(status).toContain('La taille S est en stock et la plus proche : 170 cm est à 3 cm de S : 152–167 cm.');
    expect(within(dialog).getByRole('button', { name: 'Choisir la taille S' })).toBeTruthy();
    const others = within(dialog).getByRole('region', { name: 'Autres vélos en stock en taille M' });
    expect(within(others).getByRole('link', { name: 'Summit Ridge 29 Sentier' }).getAttribute('href')).toBe(
      '/fr/product/summit-ridge-29-trail',
    );
  });
});
