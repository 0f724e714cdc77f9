/**
 * A `gallery_ids` entry, as SureCart's own gallery reads one: a WordPress
 * attachment id (a number, or its text); an object `{id, variant_option, …}`
 * (the platform's current admin) whose `variant_option` ties the attachment
 * to an option value (a colour); or any other text, which names one of the
 * product's own platform pictures (a ProductMedia id).
 */
export interface GalleryEntry {
  /** A number is a WordPress attachment id; a string is a ProductMedia id. */
  id: number | string;
  /** The option value the entry ties the image to; null when it names none. */
  variantOption: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A whole positive id from a number or its text; null for anything else. */
function imageId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/**
 * What an entry names: an attachment id; else, for a bare string that is not
 * a number, a ProductMedia id (objects always name attachments, as SureCart
 * reads them); null when it names nothing.
 */
function entryId(value: unknown): number | string | null {
  if (isRecord(value)) return imageId(value.id);
  const attachment = imageId(value);
  if (attachment !== null) return attachment;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * The usable entries of a gallery, in order: each id once (its first entry
 * wins); entries that name nothing are skipped.
 */
export function galleryEntries(raw: readonly unknown[]): GalleryEntry[] {
  const entries: GalleryEntry[] = [];
  for (const value of raw) {
    const id = entryId(value);
    if (id === null || entries.some((entry) => entry.id === id)) continue;
    const option = isRecord(value) && typeof value.variant_option === 'string' ? value.variant_option.trim() : '';
    entries.push({ id, variantOption: option || null });
  }
  return entries;
}

/** The attachment ids among the entries (numbers, their text, or an object's `id`), each once; others skipped. */
export function validImageIds(raw: readonly unknown[]): number[] {
  return galleryEntries(raw).flatMap((entry) => (typeof entry.id === 'number' ? [entry.id] : []));
}
