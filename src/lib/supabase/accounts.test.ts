import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchDashboardLink, fetchProfile, resendActivation, updateProfile } from './accounts.ts';
import { fakeProfile, fakeSupabase } from './testing/fake-supabase.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the dashboard link', () => {
  it('is skipped without a customer id', async () => {
    const fake = fakeSupabase();
    await expect(fetchDashboardLink(fake.client, 'user-1', null)).resolves.toBeNull();
    await expect(fetchDashboardLink(fake.client, 'user-1', '')).resolves.toBeNull();
    expect(fake.functions.invoke).not.toHaveBeenCalled();
  });

  it('retries 3 times, 1 s apart, and returns the first link it gets', async () => {
    const fake = fakeSupabase();
    fake.functions.invoke
      .mockResolvedValueOnce({ data: null, error: new Error('down') })
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ data: { error: 'busy' }, error: null })
      .mockResolvedValueOnce({ data: { dashboardUrl: 'https://portal.example/c/1' }, error: null });
    const link = fetchDashboardLink(fake.client, 'user-1', 'cust_1');
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.functions.invoke).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fake.functions.invoke).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.functions.invoke).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(link).resolves.toBe('https://portal.example/c/1');
    expect(fake.functions.invoke).toHaveBeenCalledTimes(4);
  });

  it('gives up with null after the first try and 3 retries', async () => {
    const fake = fakeSupabase();
    fake.functions.invoke.mockResolvedValue({ data: null, error: new Error('down') });
    const link = fetchDashboardLink(fake.client, 'user-1', 'cust_1');
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(link).resolves.toBeNull();
    expect(fake.functions.invoke).toHaveBeenCalledTimes(4);
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'not a url', 42])('never accepts %j as a link', async (url) => {
    const fake = fakeSupabase();
    fake.functions.invoke.mockResolvedValue({ data: { dashboardUrl: url }, error: null });
    const link = fetchDashboardLink(fake.client, 'user-1', 'cust_1');
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(link).resolves.toBeNull();
  });
});

describe('the profile', () => {
  it('reads the profile fields of the user, single row', async () => {
    const fake = fakeSupabase();
    await expect(fetchProfile(fake.client, 'user-1')).resolves.toEqual(fakeProfile());
    expect(fake.from).toHaveBeenCalledWith('users');
  });

  it('is null when the user has no row, and a failure otherwise', async () => {
    const fake = fakeSupabase();
    fake.rows.select.mockResolvedValueOnce({ data: null, error: { code: 'PGRST116', message: '0 rows' } });
    await expect(fetchProfile(fake.client, 'user-1')).resolves.toBeNull();
    fake.rows.select.mockResolvedValueOnce({ data: null, error: { code: '42501', message: 'denied' } });
    await expect(fetchProfile(fake.client, 'user-1')).rejects.toThrow('denied');
  });

  it('saves name and phone and returns the saved row; a refusal throws', async () => {
    const fake = fakeSupabase();
    const saved = fakeProfile({ full_name: 'Marie T.' });
    fake.rows.update.mockResolvedValueOnce({ data: saved, error: null });
    await expect(updateProfile(fake.client, 'user-1', { full_name: 'Marie T.', phone: null })).resolves.toEqual(saved);
    expect(fake.rows.update).toHaveBeenCalledWith({ full_name: 'Marie T.', phone: null });
    fake.rows.update.mockResolvedValueOnce({ data: null, error: { code: 'PGRST116', message: '0 rows' } });
    await expect(updateProfile(fake.client, 'user-1', { full_name: 'x', phone: null })).rejects.toThrow();
  });
});

describe('the activation link', () => {
  it('posts the e-mail with the environment header', async () => {
    const fake = fakeSupabase();
    fake.functions.invoke.mockResolvedValue({ data: { ok: true }, error: null });
    await resendActivation(fake.client, 'a@b.ca', 'fallback');
    expect(fake.functions.invoke).toHaveBeenCalledWith('resend-activation', {
      body: { email: 'a@b.ca', locale: 'en' },
      headers: { 'x-environment': 'production' },
    });
  });

  it("fails with the server's own error text", async () => {
    const fake = fakeSupabase();
    const context = new Response(JSON.stringify({ error: 'Too many requests for this address' }), { status: 429 });
    fake.functions.invoke.mockResolvedValue({ data: null, error: Object.assign(new Error('non-2xx'), { context }) });
    await expect(resendActivation(fake.client, 'a@b.ca', 'fallback')).rejects.toThrow(
      'Too many requests for this address',
    );
  });

  it('fails with the fallback when the server gave no text, or could not be reached', async () => {
    const fake = fakeSupabase();
    const context = new Response('oops', { status: 500 });
    fake.functions.invoke.mockResolvedValueOnce({ data: null, error: Object.assign(new Error('x'), { context }) });
    await expect(resendActivation(fake.client, 'a@b.ca', 'fallback')).rejects.toThrow('fallback');
    fake.functions.invoke.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(resendActivation(fake.client, 'a@b.ca', 'fallback')).rejects.toThrow('fallback');
  });
});
