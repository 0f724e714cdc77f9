/**
 * Compile-time check that each French module exports exactly the groups of
 * its English twin (each group's keys are checked in place by `satisfies`).
 * Nothing here runs; `astro check` fails when a group is added to one side
 * only.
 */
import type * as en from './en.ts';
import type * as enAccounts from './en-accounts.ts';
import type * as fr from './fr.ts';
import type * as frAccounts from './fr-accounts.ts';
import type * as enSizeFinder from './en-size-finder.ts';
import type * as frSizeFinder from './fr-size-finder.ts';
import type * as enStock from './en-stock.ts';
import type * as frStock from './fr-stock.ts';
import type * as enCatalog from './en-catalog.ts';
import type * as frCatalog from './fr-catalog.ts';
import type * as enForms from './en-forms.ts';
import type * as frForms from './fr-forms.ts';
import type * as enOrders from './en-orders.ts';
import type * as frOrders from './fr-orders.ts';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;

export type FrenchGroupsMatch = Expect<Same<keyof typeof fr, keyof typeof en>>;
export type FrenchAccountGroupsMatch = Expect<Same<keyof typeof frAccounts, keyof typeof enAccounts>>;
export type FrenchSizeFinderGroupsMatch = Expect<Same<keyof typeof frSizeFinder, keyof typeof enSizeFinder>>;
export type FrenchStockGroupsMatch = Expect<Same<keyof typeof frStock, keyof typeof enStock>>;
export type FrenchCatalogGroupsMatch = Expect<Same<keyof typeof frCatalog, keyof typeof enCatalog>>;
export type FrenchFormGroupsMatch = Expect<Same<keyof typeof frForms, keyof typeof enForms>>;
export type FrenchOrderGroupsMatch = Expect<Same<keyof typeof frOrders, keyof typeof enOrders>>;
