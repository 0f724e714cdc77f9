/**
 * SVG attributes as the shapes write them (`stroke-width`, shared with the
 * Astro components, which write them as they are) turned into the props
 * React expects (`strokeWidth`). `aria-*` and `data-*` keep their hyphens:
 * React takes those as written.
 */
export function reactSvgProps(attributes: Readonly<Record<string, string | number>>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [
      /^(aria|data)-/.test(name) ? name : name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  );
}
