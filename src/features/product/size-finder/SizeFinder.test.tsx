// @vitest-environment happy-dom
/**
 * The size finder beside the Size picker and its dialog, as a shopper uses
 * them: open, type, read the recommendation, choose the size.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SizeFinder } from './SizeFinder.tsx';
import { MEASUREMENTS_KEY, $measurements } from './remembered-measurements.ts';
import type { SizeChart } from './size-chart-types.ts';

const row = (size: string, height: [number, number], inseam: [number, number]) => ({
  size,
  heightCm: { min: height[0], max: height[1] },
  inseamCm: { min: inseam[0], max: inseam[1] },
});
const chart: SizeChart = {
  option: 'Size',
  rows: [row('S', [160, 171], [74, 79]), row('M', [170, 180], [78, 83]), row('L', [179, 189], [82, 88])],
};

beforeEach(() => {
  localStorage.clear();
  $measurements.set(null);
});
afterEach(cleanup);

async function openFinder(choosable = ['S', 'M', 'L'], soldOut: string[] = []) {
  const onChoose = vi.fn();
  render(<SizeFinder chart={chart} choosable={choosable} soldOut={soldOut} onChoose={onChoose} />);
  const button = screen.getByRole('button', { name: 'Find your size' });
  // A click focuses the button in a browser; the dialog gives focus back to it.
  button.focus();
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Find your size' });
  return { dialog, onChoose };
}

/** The text as read, non-breaking spaces (between a number and its unit) read as spaces. */
const shown = (element: HTMLElement) => element.textContent!.replace(/\u00a0/g, ' ');

const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Find my size' }));
const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('the size finder', () => {
  it('opens on the height field, recommends the size that holds the height and says why', async () => {
    const { dialog } = await openFinder();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Height (cm)'));
    type(dialog, 'Height (cm)', '175');
    submit(dialog);
    const status = within(dialog).getByRole('status');
    expect(shown(status)).toContain('Your size: M');
    expect(shown(status)).toContain('175 cm is within M: 170–180 cm.');
    expect(
      within(dialog)
        .getAllByRole('button', { name: /^Choose size/ })
        .map((b) => b.textContent),
    ).toEqual(['Choose size M']);
  });

  it('“Choose size” selects that size, closes the dialog, and “Your size” shows beside the picker', async () => {
    const { dialog, onChoose } = await openFinder();
    type(dialog, 'Height (cm)', '175');
    submit(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose size M' }));
    expect(onChoose).toHaveBeenCalledWith('M');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Your size: M')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change measurements' })),
    );
    expect(JSON.parse(localStorage.getItem(MEASUREMENTS_KEY)!)).toEqual({ heightCm: 175, inseamCm: null, unit: 'cm' });
  });

  it('between two sizes names both and what each gives, with a choice of each', async () => {
    const { dialog } = await openFinder();
    type(dialog, 'Height (cm)', '180');
    submit(dialog);
    const status = within(dialog).getByRole('status');
    expect(shown(status)).toContain('Between sizes M and L');
    expect(shown(status)).toContain('180 cm is within both M: 170–180 cm and L: 179–189 cm.');
    expect(shown(status)).toContain('M, the smaller: a more upright, nimble fit.');
    expect(shown(status)).toContain('L, the larger: a more stretched-out, stable fit.');
    expect(within(dialog).getByRole('button', { name: 'Choose size M' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Choose size L' })).toBeTruthy();
  });

  it('lets the inseam settle two sizes, or name a second one', async () => {
    const { dialog } = await openFinder();
    type(dialog, 'Height (cm)', '180');
    type(dialog, 'Inseam (cm, optional)', '86');
    submit(dialog);
    const status = within(dialog).getByRole('status');
    expect(shown(status)).toContain('Your size: L');
    expect(shown(status)).toContain('Your 86 cm inseam fits L: 82–88 cm.');
    type(dialog, 'Height (cm)', '175');
    submit(dialog);
    expect(shown(status)).toContain('Between sizes M and L');
    expect(shown(status)).toContain('175 cm is within M: 170–180 cm.Your 86 cm inseam fits L: 82–88 cm.');
  });

  it('outside every range says so, and offers no size', async () => {
    const { dialog } = await openFinder();
    type(dialog, 'Height (cm)', '195');
    submit(dialog);
    const status = within(dialog).getByRole('status');
    expect(shown(status)).toContain('No size of this bike fits');
    expect(shown(status)).toContain('195 cm is above this bike’s largest size, L: 179–189 cm.');
    expect(within(dialog).queryByRole('button', { name: /^Choose size/ })).toBeNull();
  });

  it('takes feet and inches, and shows the height as typed with its centimetres', async () => {
    const { dialog } = await openFinder();
    fireEvent.change(within(dialog).getByLabelText('Units'), { target: { value: 'ft-in' } });
    type(dialog, 'Feet', '5');
    type(dialog, 'Inches', '9');
    submit(dialog);
    expect(shown(within(dialog).getByRole('status'))).toContain('5 ft 9 in (175 cm) is within M: 170–180 cm.');
    expect(JSON.parse(localStorage.getItem(MEASUREMENTS_KEY)!)).toMatchObject({ heightCm: 175, unit: 'ft-in' });
  });

  it('refuses a height out of range with a message tied to the field, which takes focus', async () => {
    const { dialog } = await openFinder();
    type(dialog, 'Height (cm)', '250');
    type(dialog, 'Inseam (cm, optional)', '30');
    submit(dialog);
    const height = within(dialog).getByLabelText('Height (cm)');
    expect(height.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(height.getAttribute('aria-describedby')!.split(' ').at(-1)!);
    expect(shown(message!)).toBe('Enter a height from 100 to 230 cm (3 ft 4 in to 7 ft 6 in).');
    const inseam = within(dialog).getByLabelText('Inseam (cm, optional)');
    const inseamMessage = document.getElementById(inseam.getAttribute('aria-describedby')!.split(' ').at(-1)!);
    expect(shown(inseamMessage!)).toBe('Enter an inseam from 50 to 110 cm (20 in to 43 in), or leave it empty.');
    await waitFor(() => expect(document.activeElement).toBe(height));
    expect(shown(within(dialog).getByRole('status'))).toBe('');
    expect(localStorage.getItem(MEASUREMENTS_KEY)).toBeNull();
  });

  it('offers “Choose size” only for sizes the picker offers now', async () => {
    const { dialog } = await openFinder(['S', 'L']);
    type(dialog, 'Height (cm)', '180');
    submit(dialog);
    expect(
      within(dialog)
        .getAllByRole('button', { name: /^Choose size/ })
        .map((b) => b.textContent),
    ).toEqual(['Choose size L']);
  });
});

describe('sold-out sizes', () => {
  it('“Choose size” says a size is sold out, as the picker does', async () => {
    const { dialog } = await openFinder(['S', 'M', 'L'], ['M']);
    type(dialog, 'Height (cm)', '180');
    submit(dialog);
    expect(
      within(dialog)
        .getAllByRole('button', { name: /^Choose size/ })
        .map((b) => b.textContent),
    ).toEqual(['Choose size M – Sold out', 'Choose size L']);
  });
});

describe('remembered measurements', () => {
  it('show “Your size” at once, and the dialog opens prefilled with their result', async () => {
    localStorage.setItem(MEASUREMENTS_KEY, JSON.stringify({ heightCm: 178, inseamCm: 81, unit: 'ft-in' }));
    $measurements.set({ heightCm: 178, inseamCm: 81, unit: 'ft-in' });
    render(<SizeFinder chart={chart} choosable={['S', 'M', 'L']} onChoose={() => {}} />);
    expect(screen.getByText('Your size: M')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change measurements' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Feet').value).toBe('5');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Inches').value).toBe('10');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Inseam (in, optional)').value).toBe('32');
    expect(shown(within(dialog).getByRole('status'))).toContain('5 ft 10 in (178 cm) is within M: 170–180 cm.');
  });

  it('between two sizes read “Your size: M or L”, and outside the chart say there is none', () => {
    $measurements.set({ heightCm: 180, inseamCm: null, unit: 'cm' });
    const view = render(<SizeFinder chart={chart} choosable={[]} onChoose={() => {}} />);
    expect(screen.getByText('Your size: M or L')).toBeTruthy();
    view.unmount();
    $measurements.set({ heightCm: 150, inseamCm: null, unit: 'cm' });
    render(<SizeFinder chart={chart} choosable={[]} onChoose={() => {}} />);
    expect(screen.getByText('No size for your height')).toBeTruthy();
  });

  it('say so when the remembered size is sold out', () => {
    $measurements.set({ heightCm: 175, inseamCm: null, unit: 'cm' });
    render(<SizeFinder chart={chart} choosable={['S', 'M', 'L']} soldOut={['M']} onChoose={() => {}} />);
    expect(screen.getByText('Your size: M – Sold out')).toBeTruthy();
  });
});
