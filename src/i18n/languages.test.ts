/**
 * The shop's languages are one table (supabase/functions/_shared/languages.ts):
 * no other source names a language's address prefix or lists the languages,
 * and routing, links, hreflang, the sitemap, robots.txt, content folders and
 * e-mails all follow it (a row added to it reaching each: languages-row-added.test.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRelativeLocaleUrl, toCodes } from 'astro:i18n';
import { i18n } from 'astro:config/server';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { languageAlternates, OPEN_GRAPH_LOCALE } from '~/features/seo/alternates.ts';
import { ROBOTS_DISALLOWED } from '~/features/seo/robots.ts';
import { renderSitemap } from '~/features/seo/sitemap.ts';
import { CONTENT_LOCALES } from '~/features/content/twins.ts';
import { contentFolder } from './server.ts';
import {
  DEFAULT_LOCALE,
  LANG_ERROR,
  LANGUAGES,
  LOCALES,
  languageOf,
  localeOfPath,
  localePath,
  requestLocale,
  ROUTING_CODE,
  translatedPath,
} from './locales.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TABLE = join(ROOT, 'supabase/functions/_shared/languages.ts');
const SITE = 'https://velonord.ca';
/** Reading the whole source tree, or importing the site's modules afresh, takes seconds on a busy machine. */
const SLOW = 60_000;

/* ------------------------------------------------------------------------------------------------
 * The source tree: every module of the site, the Edge Functions, the local backend, the server, the
 * build's integrations and the scripts, except tests and their helpers, content and the table itself.
 */
const SCANNED = ['src', 'supabase', 'local', 'server', 'integrations', 'scripts'];
const SCANNED_FILES = ['astro.config.mjs'];
const SOURCE = /\.(ts|tsx|mts|mjs|js|astro)$/;
const SKIPPED = /(\.test\.[^/]+|\.d\.ts)$|\/(node_modules|testing)\/|^\/src\/content\//;

function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE.test(name) && !SKIPPED.test(`/${relative(ROOT, path)}`) && path !== TABLE) files.push(path);
    }
  };
  SCANNED.forEach((dir) => walk(join(ROOT, dir)));
  return [...files, ...SCANNED_FILES.map((file) => join(ROOT, file))];
}

interface Literals {
  /** Every string, template head and regular expression, comments left out. */
  strings: string[];
  /** The string literal types of each union type (`'en' | 'fr'`), anything else as `\0`. */
  types: string[][];
  /** The string elements of each array literal, anything else as `\0`. */
  arrays: string[][];
  /** An `.astro` file's markup, its comments left out. */
  rest: string;
}

const parsed = new Map<string, Literals>();

/** The literals of a module, or of an `.astro` file's frontmatter and markup. */
function stringsOf(path: string): Literals {
  const known = parsed.get(path);
  if (known) return known;
  let code = readFileSync(path, 'utf8');
  let rest = '';
  if (path.endsWith('.astro')) {
    const frontmatter = /^---\n([\s\S]*?)\n---\n/.exec(code);
    rest = (frontmatter ? code.slice(frontmatter[0].length) : code)
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
    code = frontmatter?.[1] ?? '';
  }
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : path.endsWith('.astro') ? ts.ScriptKind.TS : undefined;
  const file = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, false, kind);
  const strings: string[] = [];
  const types: string[][] = [];
  const arrays: string[][] = [];
  const literal = (node: ts.Node) =>
    ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : undefined;
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
      strings.push(node.text);
    } else if (ts.isRegularExpressionLiteral(node)) {
      strings.push(node.text.replaceAll('\\/', '/').replace(/^\/\^?/, ''));
    } else if (ts.isArrayLiteralExpression(node)) {
      arrays.push(node.elements.map((element) => literal(element) ?? '\0'));
    } else if (ts.isUnionTypeNode(node)) {
      types.push(node.types.map((type) => (ts.isLiteralTypeNode(type) ? literal(type.literal) : undefined) ?? '\0'));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  parsed.set(path, { strings, types, arrays, rest });
  return { strings, types, arrays, rest };
}

describe('the languages table is the only place that', () => {
  const files = sourceFiles();
  const prefixes = LANGUAGES.map((language) => language.prefix).filter(Boolean);
  const names = new Set<string>(LANGUAGES.flatMap((language) => [language.code, language.locale, language.hreflang]));
  const isPrefixed = (text: string) =>
    prefixes.some((prefix) => text === prefix || (text.startsWith(prefix) && /^[/?#]/.test(text.slice(prefix.length))));
  const isLanguageList = (values: string[]) => values.length > 1 && values.every((value) => names.has(value));

  it('reads more than a handful of files', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain(join(ROOT, 'supabase/functions/_shared/mail-language.ts'));
    expect(files).toContain(join(ROOT, 'src/i18n/locales.ts'));
  });

  // Only files whose text could hold a finding are parsed.
  const mentionsPrefix = (path: string) => prefixes.some((prefix) => readFileSync(path, 'utf8').includes(prefix));
  const mentionsNames = (path: string) => {
    const text = readFileSync(path, 'utf8');
    return (
      [...names].filter((name) => [`'${name}'`, `"${name}"`, `\`${name}\``].some((quoted) => text.includes(quoted)))
        .length > 1
    );
  };

  it('writes a language’s address prefix', { timeout: SLOW }, () => {
    const found = files.filter(mentionsPrefix).flatMap((path) => {
      const { strings, rest } = stringsOf(path);
      const inMarkup = prefixes.some((prefix) => new RegExp(`["'\`]${prefix}(?=[/?#"'\`]|\\$\\{)`).test(rest));
      return strings.some(isPrefixed) || inMarkup ? [relative(ROOT, path)] : [];
    });
    expect(found).toEqual([]);
    // The table writes each prefix once.
    const table = stringsOf(TABLE).strings;
    for (const prefix of prefixes) expect(table.filter((text) => text === prefix)).toHaveLength(1);
  });

  it('lists the languages', { timeout: SLOW }, () => {
    const found = files.filter(mentionsNames).flatMap((path) => {
      const { arrays, types } = stringsOf(path);
      return [...arrays, ...types].filter(isLanguageList).map((list) => `${relative(ROOT, path)}: ${list.join(', ')}`);
    });
    expect(found).toEqual([]);
  });
});

describe('everything follows the table', () => {
  it('Astro’s routing: its locales, its default, and the addresses it gives each language’s home', () => {
    expect(toCodes(i18n!.locales)).toEqual(LANGUAGES.map((language) => language.code));
    expect(i18n!.defaultLocale).toBe(languageOf(DEFAULT_LOCALE).code);
    for (const language of LANGUAGES) {
      expect(getRelativeLocaleUrl(language.code)).toBe(`${language.prefix}/`);
      expect(getRelativeLocaleUrl(language.code)).toBe(localePath('/', language.locale));
      // Astro adds a trailing slash (build.format 'directory'); the shop's links have none.
      expect(getRelativeLocaleUrl(language.code, 'shop')).toBe(`${localePath('/shop', language.locale)}/`);
      // Each language other than the default has its pages in the folder its prefix names.
      if (language.prefix) expect(existsSync(join(ROOT, 'src/pages', language.prefix, 'index.astro'))).toBe(true);
    }
  });

  it('links, requests, hreflang, Open Graph, the sitemap, robots.txt and content folders', () => {
    expect(LOCALES).toEqual(LANGUAGES.map((language) => language.locale));
    expect(CONTENT_LOCALES).toEqual(LANGUAGES.map((language) => language.code));
    expect(LANG_ERROR).toBe(`lang must be one of ${LANGUAGES.map((language) => language.code).join(', ')}`);
    const sitemap = renderSitemap(['/shop'], SITE);
    expect(languageAlternates('/shop', SITE).at(-1)).toEqual({
      hreflang: 'x-default',
      href: `${SITE}${languageOf(DEFAULT_LOCALE).prefix}/shop`,
    });
    for (const language of LANGUAGES) {
      const { locale, code, prefix } = language;
      expect(ROUTING_CODE[locale]).toBe(code);
      expect(contentFolder(locale)).toBe(code);
      expect(localePath('/shop?sort=name-asc', locale)).toBe(`${prefix}/shop?sort=name-asc`);
      expect(localeOfPath(`${prefix}/shop`)).toBe(locale);
      expect(translatedPath(`${languageOf(DEFAULT_LOCALE).prefix}/shop#top`, locale)).toBe(`${prefix}/shop#top`);
      expect(requestLocale(new URLSearchParams({ lang: code }))).toBe(locale);
      expect(languageAlternates('/shop', SITE)).toContainEqual({
        hreflang: language.hreflang,
        href: `${SITE}${prefix}/shop`,
      });
      expect(OPEN_GRAPH_LOCALE[locale]).toBe(language.openGraph);
      expect(sitemap).toContain(`<url><loc>${SITE}${prefix}/shop</loc>`);
      expect(sitemap).toContain(`hreflang="${language.hreflang}" href="${SITE}${prefix}/shop"`);
      if (prefix) expect(ROBOTS_DISALLOWED).toContain(`${prefix}/account`);
    }
  });
});
