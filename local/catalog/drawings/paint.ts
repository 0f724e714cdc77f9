/** Small helpers shared by the product drawings. */

/** Mixes a #rrggbb colour towards black (negative amount) or white (positive), amount in [-1, 1]. */
export function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const weight = Math.abs(amount);
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `#${channels
    .map((channel) =>
      Math.round(channel + (target - channel) * weight)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Perceived brightness in [0, 1], to keep light parts visible against the light studio backdrop. */
export function lightness(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** A stroked line drawn twice, a darker edge under the colour, so tubes and straps read as solid parts. */
export function tube(d: string, width: number, colour: string): string {
  const edge = shade(colour, lightness(colour) > 0.8 ? -0.3 : -0.35);
  return `<path d="${d}" stroke="${edge}" stroke-width="${width + 3}"/><path d="${d}" stroke="${colour}" stroke-width="${width}"/>`;
}

/** A filled shape with a darker outline. */
export function solid(d: string, colour: string, outline = shade(colour, -0.35), width = 2.5): string {
  return `<path d="${d}" fill="${colour}" stroke="${outline}" stroke-width="${width}"/>`;
}

export const round = (value: number): number => Math.round(value * 10) / 10;
