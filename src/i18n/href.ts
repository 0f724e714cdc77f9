/**
 * Links built inside islands and the modules they use: a shop path in the
 * language of the build it is part of (`/shop` → `/fr/shop` in French islands;
 * see `~/i18n/index.ts`). Server-rendered pages use `localePath(path, locale)`.
 */
import { locale } from './index.ts';
import { localePath } from './locales.ts';

export function href(path: string): string {
  return localePath(path, locale);
}
