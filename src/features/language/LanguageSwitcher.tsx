import { language as t, locale } from '~/i18n/index.ts';
import { translatedPath } from '~/i18n/locales.ts';
import { chooseLanguage, otherLocale } from './language-choice.ts';
import { useCurrentAddress } from './use-current-address.ts';

interface Props {
  /** The address being shown (path and query), so the server renders the right link. */
  path: string;
  className?: string;
}

const target = otherLocale(locale);

/**
 * The link to the same page (path, query and hash) in the other language,
 * written in that language and marked so (`lang`). It is a full page load
 * (`data-astro-reload`): each language's islands are built apart, so a page
 * never mixes the two. The address follows client-side navigations (the
 * header persists across them) and is read again at the click. Clicking
 * remembers the choice.
 */
export function LanguageSwitcher({ path, className }: Props) {
  const [address, refresh] = useCurrentAddress(path);
  return (
    <a
      href={translatedPath(address, target)}
      lang={target}
      hrefLang={target}
      aria-label={t.switchName}
      data-astro-reload
      onClick={(event) => chooseLanguage(event.currentTarget, target)}
      onFocus={refresh}
      onPointerEnter={refresh}
      className={className}
    >
      {t.switchLabel}
    </a>
  );
}
