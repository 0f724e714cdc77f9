import { currentLocale, language as t } from '~/i18n/index.ts';
import { languageOf, otherLocale, translatedPath } from '~/i18n/locales.ts';

interface Props {
  /** The address being shown (path and query), so the server renders the right link. */
  path: string;
  className?: string;
}

/**
 * The link to the same page (path, query and hash) in the other language,
 * written in that language and marked so (`lang`). Like every language link
 * (`data-language-link`), it is kept pointing at the page as it is (a listing
 * rewrites its address as filters change), and remembers the choice when
 * clicked, by language-links.ts, which every page starts. The header and the
 * phone menu draw it inside their islands; the footer has the server draw it,
 * without a client directive (static HTML, no script).
 */
export function LanguageSwitcher({ path, className }: Props) {
  const target = otherLocale(currentLocale());
  const { htmlLang, hreflang } = languageOf(target);
  return (
    <a
      href={translatedPath(path, target)}
      lang={htmlLang}
      hrefLang={hreflang}
      aria-label={t.switchName}
      data-language-link
      className={className}
    >
      {t.switchLabel}
    </a>
  );
}
