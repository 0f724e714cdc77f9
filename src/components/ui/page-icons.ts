/**
 * The icons, for .astro files: each marked `sameHtmlForSameProps` (an icon is
 * drawn from its props alone), so the server renders it once per props
 * instead of on every request. Only .astro files import this module: the
 * islands' bundles keep importing the icons they use from icons.tsx.
 */
import { sameHtmlForSameProps } from '~/lib/same-html.ts';
import * as icons from './icons.tsx';

for (const icon of Object.values(icons)) sameHtmlForSameProps(icon);

export * from './icons.tsx';
