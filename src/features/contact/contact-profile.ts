/**
 * Who is writing, when someone is signed in: the form prefills name, e-mail
 * and phone from it and locks the e-mail, and the message is stored with the
 * user's id. `id` is the auth user's id (what `auth.uid()` returns), since the
 * database accepts a message as a user's only from that user's session.
 */
export interface ContactProfile {
  id: string;
  name: string | null;
  email: string;
  phone: string | null;
}

/**
 * The signed-in profile for the contact form, or null for a visitor. The seam
 * the accounts work fills from its auth store (and its session client, see
 * `sendContactMessage`); until then every sender is anonymous.
 */
export function useContactProfile(): ContactProfile | null {
  return null;
}
