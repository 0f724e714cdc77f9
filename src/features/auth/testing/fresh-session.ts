/**
 * Each session test starts signed out, on the home page, with nothing stored and the clock faked
 * (the session waits a zero-delay tick before reading the profile), and leaves no timer or mock call
 * behind. The modules the session calls are mocked in each test file, since mocks are per file.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { $authHashParams } from '../auth-hash.ts';
import { clearAuthState } from '../store.ts';

export function startEachTestSignedOut(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    clearAuthState();
    $authHashParams.set(null);
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });
}
