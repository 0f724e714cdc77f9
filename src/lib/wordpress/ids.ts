/** Image ids must be whole positive numbers (a number or its text); anything else is skipped, and repeats are dropped. */
export function validImageIds(raw: readonly unknown[]): number[] {
  const ids: number[] = [];
  for (const value of raw) {
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (!/^\d+$/.test(text)) continue;
    const id = Number(text);
    if (id > 0 && Number.isSafeInteger(id) && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
