/**
 * A stand-in for the few supabase-js methods the shop's account code calls,
 * for unit and component tests: every method is a spy whose answer a test
 * can change, and `emit` plays an auth event to the subscribers.
 */
import { vi } from 'vitest';
import type { Session, ShopSupabase, User, UserProfile } from '~/lib/supabase/types.ts';

export function fakeUser(changes: Partial<User> = {}): User {
  return {
    id: 'user-1',
    aud: 'authenticated',
    role: 'authenticated',
    email: 'marie.tremblay@example.ca',
    app_metadata: { provider: 'email' },
    user_metadata: {},
    created_at: '2026-01-01T00:00:00Z',
    ...changes,
  } as User;
}

export function fakeSession(user: User = fakeUser()): Session {
  return {
    access_token: 'access',
    refresh_token: 'refresh',
    expires_in: 3600,
    expires_at: 4_000_000_000,
    token_type: 'bearer',
    user,
  };
}

export function fakeProfile(changes: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'profile-1',
    user_id: 'user-1',
    surecart_customer_id: 'cust_1',
    full_name: 'Marie Tremblay',
    email: 'marie.tremblay@example.ca',
    phone: '514-555-0100',
    first_name: 'Marie',
    last_name: 'Tremblay',
    cart_checkout_id: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...changes,
  };
}

type Listener = (event: string, session: Session | null) => void;
interface RowAnswer {
  data: unknown;
  error: { code?: string; message: string } | null;
}

export function fakeSupabase({ session = null as Session | null } = {}) {
  const listeners = new Set<Listener>();
  const ok = { data: {}, error: null };
  const rows = {
    /** The answer of `.from('users').select(...).eq(...).single()`. */
    select: vi.fn(async (): Promise<RowAnswer> => ({ data: fakeProfile(), error: null })),
    /** The answer of `.from('users').update(...).eq(...).select(...).single()`. */
    update: vi.fn(async (_changes: unknown): Promise<RowAnswer> => ({ data: fakeProfile(), error: null })),
  };
  const auth = {
    onAuthStateChange: vi.fn((listener: Listener) => {
      listeners.add(listener);
      return { data: { subscription: { unsubscribe: () => listeners.delete(listener) } } };
    }),
    getSession: vi.fn(async () => ({ data: { session }, error: null })),
    signInWithPassword: vi.fn(async (_credentials: unknown) => {
      const signedIn = fakeSession();
      return { data: { session: signedIn, user: signedIn.user }, error: null as unknown };
    }),
    signInWithOtp: vi.fn(async (_request: unknown) => ok as { data: unknown; error: unknown }),
    signUp: vi.fn(async (_request: unknown) => ({
      data: { session: null as Session | null, user: fakeUser() },
      error: null as unknown,
    })),
    resetPasswordForEmail: vi.fn(async (_email: string, _options: unknown) => ok as { data: unknown; error: unknown }),
    updateUser: vi.fn(async (_changes: unknown) => ({ data: { user: fakeUser() }, error: null as unknown })),
    signOut: vi.fn(async () => ({ error: null as unknown })),
  };
  const functions = {
    invoke: vi.fn(async (_name: string, _options: unknown): Promise<{ data: unknown; error: unknown }> => ({
      data: { dashboardUrl: 'https://dashboard.example/portal?t=1' },
      error: null,
    })),
  };
  const from = vi.fn(() => {
    let changes: unknown;
    const builder = {
      select: () => builder,
      update: (values: unknown) => {
        changes = values;
        return builder;
      },
      eq: () => builder,
      single: () => (changes === undefined ? rows.select() : rows.update(changes)),
    };
    return builder;
  });
  const client = { auth, from, functions } as unknown as ShopSupabase;
  return {
    client,
    auth,
    functions,
    rows,
    from,
    /** Plays an auth event to every subscriber, as supabase-js does. */
    emit: (event: string, next: Session | null) => listeners.forEach((listener) => listener(event, next)),
    listenerCount: () => listeners.size,
  };
}
