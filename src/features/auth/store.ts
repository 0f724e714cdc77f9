/**
 * The shopper's auth state, shared by the header, the dialogs and the
 * account pages, and the four transitions that change it: set loading,
 * merge, clear, open or close the reset dialog. Light on purpose (no
 * supabase-js here): every page's header reads it.
 */
import { atom, map } from 'nanostores';
import type { Session, User, UserProfile } from '~/lib/supabase/types.ts';

export interface AuthState {
  user: User | null;
  session: Session | null;
  userProfile: UserProfile | null;
  /** The customer dashboard (orders and billing); null without a customer id or when the link failed. */
  customerDashboardUrl: string | null;
  loading: boolean;
  /** The Set Your Password dialog: open while the user's `password_set` flag is false. */
  showPasswordDialog: boolean;
  showResetDialog: boolean;
}

const SIGNED_OUT: AuthState = {
  user: null,
  session: null,
  userProfile: null,
  customerDashboardUrl: null,
  loading: false,
  showPasswordDialog: false,
  showResetDialog: false,
};

export const $auth = map<AuthState>({ ...SIGNED_OUT });

/** The sign-in dialog (its own flag: it is not part of the auth state). */
export const $signInDialogOpen = atom(false);

export function setAuthLoading(loading: boolean): void {
  $auth.setKey('loading', loading);
}

export function mergeAuthState(changes: Partial<AuthState>): void {
  $auth.set({ ...$auth.get(), ...changes });
}

/** User, session, profile and dashboard link emptied, loading over, dialogs closed. */
export function clearAuthState(): void {
  $auth.set({ ...SIGNED_OUT });
}

export function setResetDialogOpen(open: boolean): void {
  $auth.setKey('showResetDialog', open);
}

/** Whether the user still has to choose a password (an account created at checkout). */
export function needsPassword(user: User | null | undefined): boolean {
  return user?.user_metadata?.password_set === false;
}
