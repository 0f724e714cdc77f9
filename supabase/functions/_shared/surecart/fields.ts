/**
 * How SureCart's wire format is written down (./catalog.ts, ./checkout.ts):
 * the field rules both readings of it share, and the types derived from it.
 *
 * Every object is defined once, by a function of one rule, `optional`, for
 * the fields an answer may lack. The shop reads answers with the tolerant
 * rule: an optional field that is absent, null or of an unexpected shape
 * reads as absent, so one odd field never takes a page down. `npm run
 * check:live` judges answers with the exact rule, under which an odd field
 * is a difference to report. Required fields are required under both.
 */
import * as z from 'zod/mini';

/** The type of an optional field, under either rule. */
export type Optional<T extends z.ZodMiniType> = z.ZodMiniOptional<z.ZodMiniNullable<T>>;

/** How an optional field is read: see the module's comment. */
export type OptionalRule = <T extends z.ZodMiniType>(schema: T) => Optional<T>;

/** The shop's reading: absent, null and unreadable all read as absent. */
export const tolerant: OptionalRule = (schema) =>
  // A caught field has the same input and output types as the exact one; zod types it apart only by name.
  z.catch(z.optional(z.nullable(schema)), undefined) as unknown as Optional<typeof schema>;

/** The check's reading: absent or null, or else exactly as described. */
export const exact: OptionalRule = (schema) => z.optional(z.nullable(schema));

/**
 * A relation as the platform sends it when expanded: a list envelope. Its
 * pagination is optional, as embedded lists may leave it out.
 */
export const listEnvelope = <T extends z.ZodMiniType>(item: T, optional: OptionalRule) =>
  z.object({
    object: optional(z.literal('list')),
    pagination: optional(pagination(optional)),
    data: z.array(item),
  });

/** A list's pagination: `count` is the total of matching items, `page` 1-based. */
export const pagination = (optional: OptionalRule) =>
  z.object({
    count: z.int().check(z.nonnegative()),
    limit: optional(z.int()),
    page: optional(z.int()),
    url: optional(z.string()),
  });

/**
 * An object as a sender writes it: every field present, null where the
 * format allows null. The embedded backend types what it stores and sends so.
 */
export type Sent<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

/**
 * An object's field names with nothing known of their values: what a reader
 * that checks each value itself (the cart's, which loads no zod) holds.
 */
export type Unchecked<T> = { [K in keyof T]?: unknown };
