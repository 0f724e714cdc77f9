/**
 * What the local Auth's stores share: a statement runs on the database or on
 * a transaction a caller opened (so a password change and the sessions it
 * ends commit together), and an id that is not a UUID names no row.
 */
import type { Transaction } from '@electric-sql/pglite';

export type Queryable = Pick<Transaction, 'query'>;

/** Checked before a lookup: Postgres would refuse a malformed uuid with an error, where Auth answers "not found". */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
