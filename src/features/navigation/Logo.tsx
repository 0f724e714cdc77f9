import { createElement } from 'react';
import { brand } from '~/i18n/index.ts';
import { LOGO_CLASSES, LOGO_MARK, LOGO_VIEW_BOX } from './logo-mark.ts';

/** SVG's attribute names as React writes them (`stroke-width` is `strokeWidth`). */
const reactName = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** The wordmark in the header island: the mark, then the name (the footer's is Logo.astro). */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`${LOGO_CLASSES.wordmark} ${className}`}>
      <svg viewBox={LOGO_VIEW_BOX} className={LOGO_CLASSES.mark} aria-hidden="true" focusable="false">
        {LOGO_MARK.map(([tag, attributes], index) =>
          createElement(
            tag,
            Object.fromEntries([['key', index], ...Object.entries(attributes).map(([k, v]) => [reactName(k), v])]),
          ),
        )}
      </svg>
      <span className={LOGO_CLASSES.name}>{brand.name}</span>
    </span>
  );
}
