// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Session, User } from '@supabase/supabase-js';
import { $auth } from '~/features/auth/store.ts';
import type * as RecaptchaModule from '~/lib/recaptcha/recaptcha.ts';
import { RecaptchaRefused } from '~/lib/recaptcha/verify.ts';
import { NotifyMe } from './NotifyMe.tsx';
import { NotifyMeForm } from './NotifyMeForm.tsx';
import type { BackInStockRequest } from './back-in-stock-service.ts';

const loadRecaptcha = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('~/lib/recaptcha/recaptcha.ts', async (original) => ({
  ...(await original<typeof RecaptchaModule>()),
  loadRecaptcha,
}));

const address = () => screen.getByRole('textbox', { name: 'E-mail address' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Notify me' }));
const typed = (value: string) => fireEvent.change(address(), { target: { value } });
const form = (send = vi.fn<(request: BackInStockRequest) => Promise<void>>(async () => undefined)) => {
  render(<NotifyMeForm productSlug="bromont-hardtail-29" variantId="var_m" choice="M / Lake Blue" send={send} />);
  return send;
};

beforeEach(() => {
  vi.clearAllMocks();
  $auth.set({ ...$auth.get(), user: null, session: null, userProfile: null });
});
afterEach(cleanup);

describe('Notify me when it is back', () => {
  it('loads the form on the first click, and the button says whether it is open', async () => {
    render(<NotifyMe productSlug="bromont-hardtail-29" variantId="var_m" choice="M / Lake Blue" />);
    const button = screen.getByRole('button', { name: 'Notify me when it is back' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByRole('textbox', { name: 'E-mail address' }, { timeout: 5000 })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/as soon as M \/ Lake Blue can be ordered again/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(address()));
    expect(loadRecaptcha).toHaveBeenCalled();
  });

  it('refuses a blank or malformed address, says why, and keeps what was typed', async () => {
    const send = form();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Enter your e-mail address.');
    typed('ana at example');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid e-mail address, like name@example.com.');
    expect(address()).toHaveProperty('value', 'ana at example');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the address, the variant, the product and the page’s language, then says where the e-mail will go', async () => {
    const send = form();
    typed('Ana@Example.com');
    submit();
    expect((await screen.findByText(/^Done\./)).textContent).toBe(
      'Done. We will write to ana@example.com once, when it is back.',
    );
    expect(send).toHaveBeenCalledWith({
      email: 'Ana@Example.com',
      variantId: 'var_m',
      productSlug: 'bromont-hardtail-29',
      language: 'en',
    });
  });

  it('shows the gate’s refusal and a failure in words, keeping the address', async () => {
    const send = vi.fn<(request: BackInStockRequest) => Promise<void>>(async () => {
      throw new RecaptchaRefused('Too many attempts. Please try again later.');
    });
    form(send);
    typed('ana@example.com');
    submit();
    expect((await screen.findByText('Too many attempts. Please try again later.')).getAttribute('role')).toBe('alert');
    expect(address()).toHaveProperty('value', 'ana@example.com');

    send.mockImplementationOnce(async () => {
      throw new Error('network');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    submit();
    expect(await screen.findByText('Your request could not be saved. Please try again.')).toBeTruthy();
    expect(address()).toHaveProperty('value', 'ana@example.com');
  });

  it('prefills the signed-in shopper’s own address', () => {
    $auth.set({
      ...$auth.get(),
      user: { id: 'u1', email: 'rider@example.com', user_metadata: {} } as unknown as User,
      session: { access_token: 't' } as unknown as Session,
    });
    form();
    expect(address()).toHaveProperty('value', 'rider@example.com');
  });
});
