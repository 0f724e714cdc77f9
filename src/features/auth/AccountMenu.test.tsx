// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goTo } from '~/features/navigation/go-to.ts';
import { notifyError, notifySuccess } from '~/features/notifications/notify.ts';
import Header from '~/features/navigation/Header.tsx';
import { fakeSession, fakeSupabase, fakeUser } from '~/lib/supabase/testing/fake-supabase.ts';
import AccountMenu from './AccountMenu.tsx';
import { $auth, $signInDialogOpen, clearAuthState, mergeAuthState } from './store.ts';

vi.mock('~/features/navigation/go-to.ts', () => ({ goTo: vi.fn() }));
vi.mock('~/features/notifications/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
let fake = fakeSupabase();
vi.mock('./start.ts', () => ({ ensureAuthStarted: () => Promise.resolve(fake.client) }));

beforeEach(() => {
  fake = fakeSupabase();
  clearAuthState();
  $signInDialogOpen.set(false);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

/** Radix menus open from the keyboard as from a click. */
function openMenu() {
  fireEvent.keyDown(screen.getByRole('button', { name: /, account menu for / }), { key: 'Enter' });
  return screen.getByRole('menu');
}

describe('the account menu', () => {
  it('shows the initials of the e-mail and, open, the e-mail, My Account, Access Account and Log out', () => {
    render(<AccountMenu email="marie.tremblay@example.ca" triggerClassName="" />);
    const trigger = screen.getByRole('button', { name: 'MT, account menu for marie.tremblay@example.ca' });
    expect(trigger.textContent).toBe('MT');
    const menu = openMenu();
    expect(menu.textContent).toContain('marie.tremblay@example.ca');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'My Account',
      'Access Account',
      'Log out',
    ]);
    expect(screen.getByRole('menuitem', { name: 'My Account' }).getAttribute('href')).toBe('/account');
  });

  it('Access Account opens the customer dashboard in a new tab', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    mergeAuthState({ customerDashboardUrl: 'https://portal.example/c/1' });
    render(<AccountMenu email="a@b.ca" triggerClassName="" />);
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Access Account' }));
    expect(open).toHaveBeenCalledWith('https://portal.example/c/1', '_blank', 'noopener,noreferrer');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('Access Account without a dashboard link says "Unable to access account. Please try again later."', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<AccountMenu email="a@b.ca" triggerClassName="" />);
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Access Account' }));
    expect(open).not.toHaveBeenCalled();
    expect(notifyError).toHaveBeenCalledWith('Unable to access account. Please try again later.');
  });

  it('Log out signs out, clears the state and goes home', async () => {
    mergeAuthState({ user: fakeUser(), session: fakeSession() });
    render(<AccountMenu email="a@b.ca" triggerClassName="" />);
    openMenu();
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' })));
    expect(fake.auth.signOut).toHaveBeenCalledOnce();
    expect($auth.get().user).toBeNull();
    expect(goTo).toHaveBeenCalledWith('/');
    expect(notifySuccess).toHaveBeenCalledWith('Logged out successfully!');
  });
});

describe("the header's account control", () => {
  it('signed out, the person icon opens the sign-in dialog', async () => {
    render(<Header transparent={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect($signInDialogOpen.get()).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeTruthy();
  });

  it('signed in, it is the avatar menu with the initials', async () => {
    mergeAuthState({ user: fakeUser({ email: 'jean.gagnon@example.ca' }) });
    render(<Header transparent={false} />);
    const trigger = await screen.findByRole('button', { name: 'JG, account menu for jean.gagnon@example.ca' });
    expect(trigger.textContent).toBe('JG');
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
  });

  it('opens the Set Your Password dialog by itself when the user has no password yet', async () => {
    render(<Header transparent={false} />);
    act(() => mergeAuthState({ user: fakeUser(), showPasswordDialog: true }));
    expect(await screen.findByRole('dialog', { name: 'Set Your Password' })).toBeTruthy();
  });
});
