/**
 * A `gallery_ids` entry: an attachment id (a number, or its text), or, as the
 * commerce platform's current admin saves it, an object `{id, variant_option, …}`
 * whose `variant_option` ties the image to an option value (a colour).
 */
export interface GalleryEntry {
  id: number;
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
 * The usable entries of a gallery, in order: each id once (its first entry
 * wins); entries without a whole positive id are skipped.
 */
export function galleryEntries(raw: readonly unknown[]): GalleryEntry[] {
  const entries: GalleryEntry[] = [];
  for (const value of raw) {
    const id = imageId(isRecord(value) ? value.id : value);
    if (id === null || entries.some((entry) => entry.id === id)) continue;
    const option = isRecord(value) && typeof value.variant_option === 'string' ? value.variant_option.trim() : '';
    entries.push({ id, variantOption: option || null });
  }
  return entries;
}

/** Image ids must be whole positive numbers (a number, its text, or an entry's `id`); others are skipped, repeats dropped. */
export function validImageIds(raw: readonly unknown[]): number[] {
  return galleryEntries(raw).map((entry) => entry.id);
}
