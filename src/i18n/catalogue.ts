/**
 * The shape of a language's words, from the English catalogue: the contract
 * every other language's catalogue meets (parity.ts, fr.test.ts). Types
 * only, so a module naming them ships none of the English words.
 */
import type * as en from './en.ts';
import type * as enAccounts from './en-accounts.ts';
import type * as enCatalog from './en-catalog.ts';
import type * as enForms from './en-forms.ts';
import type * as enOrders from './en-orders.ts';
import type * as enSizeFinder from './en-size-finder.ts';
import type * as enStock from './en-stock.ts';
import type { Locale } from './locales.ts';

/** Every message module of a language, merged. */
export type Messages = typeof en &
  typeof enAccounts &
  typeof enCatalog &
  typeof enForms &
  typeof enOrders &
  typeof enSizeFinder &
  typeof enStock;

/** A group of words (`header`, `auth`, …): what a page carries for its islands, whole. */
export type GroupName = Exclude<keyof Messages, 'locale' | 'href'>;

/**
 * The words a page gives its islands: its language, the groups they show at
 * first, and where the groups they show only on demand are (a folder of one
 * JSON file per group, see load-words.ts; absent where every group is at hand).
 */
export interface PageWords {
  locale: Locale;
  groups: Partial<Pick<Messages, GroupName>>;
  onDemand?: string;
}
