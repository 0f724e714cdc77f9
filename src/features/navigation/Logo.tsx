import { createElement } from 'react';
import { brand } from '~/i18n/index.ts';
import { reactSvgProps } from '~/components/ui/svg-attributes.ts';
import { LOGO_CLASSES, LOGO_MARK, LOGO_VIEW_BOX } from './logo-mark.ts';

/** The wordmark in the header island: the mark, then the name (the footer's is Logo.astro). */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`${LOGO_CLASSES.wordmark} ${className}`}>
      <svg viewBox={LOGO_VIEW_BOX} className={LOGO_CLASSES.mark} aria-hidden="true" focusable="false">
        {LOGO_MARK.map(([tag, attributes], index) => createElement(tag, { key: index, ...reactSvgProps(attributes) }))}
      </svg>
      <span className={LOGO_CLASSES.name}>{brand.name}</span>
    </span>
  );
}
