import { brand } from '~/i18n/index.ts';

/** A page's title as the browser tab shows it: the page's own, then the brand (the home page is the brand alone). */
export function documentTitle(title: string): string {
  return title === brand.name ? title : `${title} | ${brand.name}`;
}
