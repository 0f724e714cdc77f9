// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import ContactForm, { type SendContact } from './ContactForm.tsx';
import { hydrateOverServerHtml } from '../../../tests/support/hydration.tsx';
import { RecaptchaNotReady } from '~/lib/recaptcha/recaptcha.ts';
import type * as RecaptchaModule from '~/lib/recaptcha/recaptcha.ts';
import { RecaptchaRefused } from '~/lib/recaptcha/verify.ts';
import { notifyError, notifySuccess } from '~/features/notifications/notify.ts';
import { clearAuthState, mergeAuthState } from '~/features/auth/store.ts';
import type { Session, User, UserProfile } from '~/lib/supabase/types.ts';

vi.mock('~/features/notifications/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
const loadRecaptcha = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('~/lib/recaptcha/recaptcha.ts', async (original) => ({
  ...(await original<typeof RecaptchaModule>()),
  loadRecaptcha,
}));

const typed = {
  name: 'Marie Tremblay',
  email: 'marie@example.ca',
  phone: '514 555 0100',
  message: 'Which size fits me?',
};

function fill(values: Partial<typeof typed> = typed) {
  const labels = { name: 'Name', email: 'Email', phone: 'Phone', message: 'How can we help you?' } as const;
  for (const [field, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(labels[field as keyof typeof labels]), { target: { value } });
  }
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  cleanup();
  clearAuthState();
});

describe('contact form', () => {
  it('shows every validation message and sends nothing', async () => {
    const send = vi.fn<SendContact>();
    render(<ContactForm variant="page" send={send} />);
    fill({ name: 'M', email: 'marie@', phone: '514', message: 'Short' });
    submit();
    expect(await screen.findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Phone number must be at least 10 digits')).toBeTruthy();
    expect(screen.getByText('Message must be at least 10 characters')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(send).not.toHaveBeenCalled();
  });

  it('clears a message once the field is corrected', async () => {
    render(<ContactForm variant="page" send={vi.fn<SendContact>()} />);
    fill({ ...typed, name: 'M' });
    submit();
    await screen.findByText('Name must be at least 2 characters');
    fill({ name: 'Marie' });
    await waitFor(() => expect(screen.queryByText('Name must be at least 2 characters')).toBeNull());
  });

  it('disables the button with a spinner while sending, then shows the dialog’s success view', async () => {
    const pending = deferred();
    const send = vi.fn<SendContact>(() => pending.promise);
    render(<ContactForm variant="dialog" send={send} />);
    fill();
    submit();
    const button = await screen.findByRole('button', { name: 'Sending…' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(send).toHaveBeenCalledWith(typed, { action: 'contact', profile: null });
    pending.resolve();
    expect(await screen.findByRole('heading', { name: 'Message Sent Successfully!' })).toBeTruthy();
    expect(screen.getByText(/reply within 24-48 business hours; a confirmation e-mail is on its way/)).toBeTruthy();
    expect(notifySuccess).toHaveBeenCalledWith('Message sent successfully!');
  });

  it('“Send Another Message” keeps name, e-mail and phone and clears the message', async () => {
    render(<ContactForm variant="dialog" send={vi.fn<SendContact>(async () => {})} />);
    fill();
    submit();
    fireEvent.click(await screen.findByRole('button', { name: 'Send Another Message' }));
    expect(screen.getByLabelText('Name')).toHaveProperty('value', typed.name);
    expect(screen.getByLabelText('Email')).toHaveProperty('value', typed.email);
    expect(screen.getByLabelText('Phone')).toHaveProperty('value', typed.phone);
    expect(screen.getByLabelText('How can we help you?')).toHaveProperty('value', '');
  });

  it('the contact page offers “Send Another Request or Message”', async () => {
    render(<ContactForm variant="page" send={vi.fn<SendContact>(async () => {})} />);
    fill();
    submit();
    fireEvent.click(await screen.findByRole('button', { name: 'Send Another Request or Message' }));
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });

  it('the support tab sends as product support, with its own toasts', async () => {
    const send = vi.fn<SendContact>(async () => {});
    render(<ContactForm variant="support" send={send} />);
    fill();
    submit();
    await screen.findByRole('heading', { name: 'Message Sent Successfully!' });
    expect(send).toHaveBeenCalledWith(typed, { action: 'product_support', profile: null });
    expect(notifySuccess).toHaveBeenCalledWith('Support request sent successfully!');

    cleanup();
    render(<ContactForm variant="support" send={vi.fn<SendContact>(() => Promise.reject(new Error('down')))} />);
    fill();
    submit();
    await screen.findByRole('alert');
    expect(notifyError).toHaveBeenCalledWith('Failed to send support request');
  });

  it('on failure shows a red alert and a toast, and keeps everything typed', async () => {
    render(<ContactForm variant="page" send={vi.fn<SendContact>(() => Promise.reject(new TypeError('fetch')))} />);
    fill();
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to send message. Please try again later.');
    expect(notifyError).toHaveBeenCalledWith('Failed to send message');
    for (const [label, value] of [
      ['Name', typed.name],
      ['Email', typed.email],
      ['Phone', typed.phone],
      ['How can we help you?', typed.message],
    ]) {
      expect(screen.getByLabelText(label!)).toHaveProperty('value', value);
    }
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty('disabled', false);
  });

  it('shows the server’s reason when the bot-check refuses', async () => {
    const send = vi.fn<SendContact>(() => Promise.reject(new RecaptchaRefused('Failed to verify reCAPTCHA')));
    render(<ContactForm variant="page" send={send} />);
    fill();
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to verify reCAPTCHA');
  });

  it('says “reCAPTCHA not ready” when the script is absent', async () => {
    render(<ContactForm variant="page" send={vi.fn<SendContact>(() => Promise.reject(new RecaptchaNotReady()))} />);
    fill();
    submit();
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('reCAPTCHA not ready'));
    expect(screen.getByLabelText('How can we help you?')).toHaveProperty('value', typed.message);
  });

  it('loads the bot-check on the first focus, not before', () => {
    render(<ContactForm variant="page" send={vi.fn<SendContact>()} />);
    expect(loadRecaptcha).not.toHaveBeenCalled();
    fireEvent.focus(screen.getByLabelText('Name'));
    expect(loadRecaptcha).toHaveBeenCalled();
  });

  it('prefills a signed-in profile and locks its e-mail', async () => {
    const send = vi.fn<SendContact>(async () => {});
    const profile = { id: 'u1', name: 'Luc Gagnon', email: 'luc@example.ca', phone: '4185550199' };
    render(<ContactForm variant="dialog" profile={profile} send={send} />);
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Luc Gagnon');
    expect(screen.getByLabelText('Email')).toHaveProperty('readOnly', true);
    fill({ message: 'My order has not arrived yet.' });
    submit();
    await screen.findByRole('heading', { name: 'Message Sent Successfully!' });
    expect(send.mock.calls[0]?.[1]).toEqual({ action: 'contact', profile });
  });

  it('takes the signed-in shopper from the auth store, even once the form is shown, keeping what was typed', async () => {
    const send = vi.fn<SendContact>(async () => {});
    render(<ContactForm variant="page" send={send} />);
    fill({ name: 'Luc G.' });
    expect(screen.getByLabelText('Email')).toHaveProperty('readOnly', false);
    const user = { id: 'u2', email: 'luc@example.ca', user_metadata: { full_name: 'From Sign-up' } } as unknown as User;
    const userProfile = { full_name: 'Luc Gagnon', phone: '418 555 0199' } as UserProfile;
    act(() => mergeAuthState({ user, session: { user } as Session, userProfile }));
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Luc G.');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'luc@example.ca');
    expect(screen.getByLabelText('Email')).toHaveProperty('readOnly', true);
    expect(screen.getByLabelText('Phone')).toHaveProperty('value', '418 555 0199');
    fill({ message: 'My order has not arrived yet.' });
    submit();
    await screen.findByRole('heading', { name: 'Message Sent Successfully!' });
    expect(send.mock.calls[0]?.[1]).toEqual({
      action: 'contact',
      profile: { id: 'u2', name: 'Luc Gagnon', email: 'luc@example.ca', phone: '418 555 0199' },
    });
  });

  it('hydrates over the server HTML when the session was read before the island hydrated, then fills in', async () => {
    // Nobody is signed in on the server; the session is read before the island hydrates.
    const user = { id: 'u3', email: 'ana@example.ca', user_metadata: { full_name: 'Ana Lachance' } } as unknown as User;
    const mismatches = await hydrateOverServerHtml(<ContactForm variant="page" />, () =>
      mergeAuthState({ user, session: { user } as Session, userProfile: null }),
    );
    expect(mismatches).toEqual([]);
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Ana Lachance');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ana@example.ca');
    expect(screen.getByLabelText('Email')).toHaveProperty('readOnly', true);
  });
});
