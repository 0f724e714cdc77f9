/**
 * The avatar's initials: the e-mail's local part split on dots, the first
 * letter of each of the first two parts ("marie.tremblay@..." gives "MT",
 * "alex@..." gives "A").
 */
export function initialsFromEmail(email: string | null | undefined): string {
  const local = (email ?? '').split('@')[0] ?? '';
  const letters = local
    .split('.')
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => Array.from(part)[0]!.toUpperCase());
  return letters.join('') || '?';
}
