// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import NewsletterForm, { type Subscribe } from './NewsletterForm.tsx';
import { RecaptchaNotReady } from '~/lib/recaptcha/recaptcha.ts';
import type * as RecaptchaModule from '~/lib/recaptcha/recaptcha.ts';
import { RecaptchaRefused } from '~/lib/recaptcha/verify.ts';
import { notifyError, notifySuccess } from '~/features/notifications/notify.ts';

vi.mock('~/features/notifications/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
const loadRecaptcha = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('~/lib/recaptcha/recaptcha.ts', async (original) => ({
  ...(await original<typeof RecaptchaModule>()),
  loadRecaptcha,
}));

const toEmailStep = (name = 'Ana') => {
  fireEvent.change(screen.getByLabelText('Your name'), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
};
const typeEmail = (email: string) =>
  fireEvent.change(screen.getByLabelText('Your email address'), { target: { value: email } });
const subscribeButton = () => screen.getByRole('button', { name: /^Subscrib/ });

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe('newsletter block', () => {
  it('does not advance on a blank name and says so', () => {
    render(<NewsletterForm subscribe={vi.fn<Subscribe>()} />);
    toEmailStep('   ');
    expect(notifyError).toHaveBeenCalledWith('Please enter your name');
    expect(screen.queryByLabelText('Your email address')).toBeNull();
  });

  it('moves to the e-mail step, and Back returns to the name kept as typed', () => {
    render(<NewsletterForm subscribe={vi.fn<Subscribe>()} />);
    toEmailStep('Ana');
    expect(screen.getByLabelText('Your email address').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Your email address').hasAttribute('required')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Your name')).toHaveProperty('value', 'Ana');
  });

  it('refuses an empty e-mail with a toast and sends nothing', () => {
    const subscribe = vi.fn<Subscribe>();
    render(<NewsletterForm subscribe={subscribe} />);
    toEmailStep();
    fireEvent.click(subscribeButton());
    expect(notifyError).toHaveBeenCalledWith('Please enter your email address');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('disables Subscribe while sending, then thanks, clears both fields and can start again', async () => {
    let finish!: (result: 'subscribed') => void;
    const subscribe = vi.fn<Subscribe>(() => new Promise((resolve) => (finish = resolve)));
    render(<NewsletterForm subscribe={subscribe} />);
    toEmailStep(' Ana ');
    typeEmail('Ana@Example.CA');
    fireEvent.click(subscribeButton());
    expect(subscribeButton()).toHaveProperty('disabled', true);
    expect(subscribeButton().textContent).toBe('Subscribing…');
    fireEvent.click(subscribeButton());
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledWith(' Ana ', 'Ana@Example.CA');
    finish('subscribed');
    expect(await screen.findByText('Thanks for subscribing!')).toBeTruthy();
    expect(notifySuccess).toHaveBeenCalledWith('Thank you for subscribing!');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe another email' }));
    expect(screen.getByLabelText('Your name')).toHaveProperty('value', '');
    toEmailStep('Luc');
    expect(screen.getByLabelText('Your email address')).toHaveProperty('value', '');
  });

  it('says “You are already subscribed!” for a known address and stays on the e-mail step', async () => {
    render(<NewsletterForm subscribe={vi.fn<Subscribe>(async () => 'already_subscribed')} />);
    toEmailStep();
    typeEmail('ana@example.ca');
    fireEvent.click(subscribeButton());
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('You are already subscribed!'));
    expect(screen.getByLabelText('Your email address')).toHaveProperty('value', 'ana@example.ca');
    expect(subscribeButton()).toHaveProperty('disabled', false);
  });

  it.each([
    ['the script is absent', new RecaptchaNotReady(), 'reCAPTCHA not ready'],
    ['the bot-check refuses', new RecaptchaRefused('Failed to verify reCAPTCHA'), 'Failed to verify reCAPTCHA'],
    ['anything else fails', new TypeError('fetch failed'), 'Failed to subscribe. Please try again.'],
  ])('when %s, toasts “%s”', async (_case, error, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<NewsletterForm subscribe={vi.fn<Subscribe>(() => Promise.reject(error))} />);
    toEmailStep();
    typeEmail('ana@example.ca');
    fireEvent.click(subscribeButton());
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(message));
    expect(screen.getByLabelText('Your email address')).toHaveProperty('value', 'ana@example.ca');
  });

  it('loads the bot-check on the first focus, not before', () => {
    render(<NewsletterForm subscribe={vi.fn<Subscribe>()} />);
    expect(loadRecaptcha).not.toHaveBeenCalled();
    fireEvent.focus(screen.getByLabelText('Your name'));
    expect(loadRecaptcha).toHaveBeenCalled();
  });
});
