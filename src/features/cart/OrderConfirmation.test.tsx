// @vitest-environment happy-dom
/**
 * The thank-you page's order: the order number shoppers see everywhere else,
 * never an internal id, and Order Not Found (in the tab's title too) when
 * there is no order to show.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { checkoutAnswers as recorded } from '../../../tests/support/checkout-answers.ts';
import OrderConfirmation from './OrderConfirmation.tsx';

const order = recorded.order;
const fetchMock = vi.fn<typeof fetch>();

/** The shop host answers the order's read with `body`, or 404 when there is none. */
function hostAnswers(body: unknown) {
  fetchMock.mockImplementation(async () =>
    body === null
      ? Response.json({ code: 'checkout.not_found', message: 'Not found' }, { status: 404 })
      : Response.json(body),
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  document.title = 'Thank you for your order | Vélo Nord';
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the order on the thank-you page', () => {
  it('shows the order number as the order e-mail does, and never the order’s id', async () => {
    hostAnswers(order);
    render(<OrderConfirmation checkoutId={order.id} />);
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeTruthy();
    expect(screen.getByText(`Order reference: #${order.number}`)).toBeTruthy();
    expect(order.number).toMatch(/^\d+$/);
    expect(document.body.textContent).not.toContain(order.order);
    const url = new URL(String(fetchMock.mock.calls[0]![0]));
    expect(url.searchParams.get('refresh_status')).toBe('true');
  });

  it('asks a guest to activate the account as the next step, never as an alert', async () => {
    hostAnswers(order);
    render(<OrderConfirmation checkoutId={order.id} />);
    const notice = await screen.findByRole('complementary', { name: 'Activate Your Account' });
    expect(within(notice).getByText('Next step')).toBeTruthy();
    expect(within(notice).getByText(/^Check your email: we sent your order confirmation there/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves the line out when the answer carries no number, rather than show an id', async () => {
    hostAnswers({ ...order, number: null });
    render(<OrderConfirmation checkoutId={order.id} />);
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeTruthy();
    expect(screen.queryByText(/^Order reference/)).toBeNull();
    expect(document.body.textContent).not.toContain(order.order);
    expect(document.body.textContent).not.toContain(order.id);
  });

  it('an order that cannot be read is Order Not Found, in the heading and the tab’s title', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    hostAnswers(null);
    render(<OrderConfirmation checkoutId="00000000-0000-4000-8000-000000000000" />);
    expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeTruthy();
    expect(screen.getByText('Unable to load order details')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Thank you/ })).toBeNull();
    expect(document.title).toBe('Order Not Found | Vélo Nord');
  });

  it('without an order id it is Order Not Found at once, and asks nothing of the shop host', () => {
    render(<OrderConfirmation checkoutId={null} />);
    expect(screen.getByRole('heading', { name: 'Order Not Found' })).toBeTruthy();
    expect(document.title).toBe('Order Not Found | Vélo Nord');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
