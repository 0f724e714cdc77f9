/**
 * The words a module loaded on demand reads, for one language and group
 * (src/i18n/island-words.ts lists them): built once per language into static
 * files, fetched by src/i18n/load-words.ts. The version in the address is a
 * hash of the language's on-demand words, so a change gives new addresses.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import type { GroupName } from '~/i18n/catalogue.ts';
import { groupData, ON_DEMAND_GROUPS, onDemandVersion } from '~/i18n/island-words.ts';
import { LOCALES, type Locale } from '~/i18n/locales.ts';

export const prerender = true;

export const getStaticPaths = (() =>
  LOCALES.flatMap((locale) =>
    ON_DEMAND_GROUPS.map((group) => ({ params: { locale, version: onDemandVersion(locale), group } })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(groupData(params.locale as Locale, params.group as GroupName)), {
    headers: { 'Content-Type': 'application/json' },
  });
