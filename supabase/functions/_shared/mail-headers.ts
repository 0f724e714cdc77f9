/**
 * The header values of an outgoing e-mail (recipient, reply address,
 * subject), made safe before any sender hands them on. A line break in a
 * header value starts a new header: a name ending in "\r\nBcc: …" would add
 * recipients to the shop's own mail. Whatever a stored row holds, every
 * sender (Resend in production, the embedded backend's outbox) goes through
 * this one check:
 * - an address carrying a control character is not an address: the e-mail
 *   is refused (a thrown error: the function answers its failure);
 * - a subject keeps its words with each run of control characters (CR, LF,
 *   tab, NUL…) and line separators made one space;
 * - bidirectional controls (U+202E and its kin), which reorder how the rest
 *   is shown ("Eve \u202Egnp.exe" reads "Eve exe.png"), are refused in an
 *   address and dropped from a subject, as the database refuses them in
 *   every one-line column.
 */

/** C0 and C1 control characters, and Unicode's line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const CONTROL_RUNS = /[\p{Cc}\u2028\u2029]+/gu;
/** Bidirectional embeddings, overrides, isolates and marks. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const BIDI_ALL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

export class UnsafeMailHeaderError extends Error {}

/** The address, or an error when it carries a control character or a bidirectional control. */
export function headerAddress(field: string, address: string): string {
  if (CONTROL.test(address) || BIDI.test(address))
    throw new UnsafeMailHeaderError(`The e-mail's ${field} address carries a control character`);
  return address;
}

/** The subject with each run of control characters made one space, and no bidirectional control. */
export const headerText = (text: string): string => text.replace(BIDI_ALL, '').replace(CONTROL_RUNS, ' ').trim();

/** The mail with safe header values: its addresses checked, its subject cleaned. */
export function safeHeaders<T extends { to: string; replyTo?: string; subject: string }>(mail: T): T {
  return {
    ...mail,
    to: headerAddress('recipient', mail.to),
    ...(mail.replyTo === undefined ? {} : { replyTo: headerAddress('reply', mail.replyTo) }),
    subject: headerText(mail.subject),
  };
}
