import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { $auth, type AuthState } from '~/features/auth/store.ts';

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

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/**
 * The contact profile of an auth state: the account's e-mail (the address it
 * signs in with), the name and phone of its profile row (the name from the
 * sign-up details while there is no row yet); null when signed out.
 */
export function contactProfileOf({ user, session, userProfile }: Pick<AuthState, 'user' | 'session' | 'userProfile'>) {
  const email = text(user?.email) ?? text(userProfile?.email);
  if (!user || !session || !email) return null;
  return {
    id: user.id,
    name: text(userProfile?.full_name) ?? text(user.user_metadata?.full_name),
    email,
    phone: text(userProfile?.phone),
  } satisfies ContactProfile;
}

/**
 * The signed-in shopper as the contact form knows them, or null for a visitor; follows sign-in and sign-out.
 * Null while the form hydrates, as on the server: a session read before the form's island hydrated must not
 * make its first render differ from the server's HTML (the form fills in from the profile right after).
 */
export function useContactProfile(): ContactProfile | null {
  const { user, session, userProfile } = useStore($auth, {
    keys: ['user', 'session', 'userProfile'],
    ssr: 'initial',
  });
  return useMemo(() => contactProfileOf({ user, session, userProfile }), [user, session, userProfile]);
}
