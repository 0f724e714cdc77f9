// @vitest-environment happy-dom
/** The thank-you page in French: the order number and Order Not Found, in French. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { checkoutAnswers as recorded } from '../../../tests/support/checkout-answers.ts';
import OrderConfirmation from '~/features/cart/OrderConfirmation.tsx';
import { useWordsOf } from '../../../tests/support/words.ts';

// A French page's words.
beforeEach(() => useWordsOf('fr-CA'));

const order = recorded.order;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  document.title = 'Merci de votre commande | Vélo Nord';
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the French thank-you page', () => {
  it('shows the order number, with the non-breaking space before the colon, and never the order’s id', async () => {
    fetchMock.mockImplementation(async () => Response.json(order));
    render(<OrderConfirmation checkoutId={order.id} />);
    expect(await screen.findByRole('heading', { name: 'Merci de votre commande!' })).toBeTruthy();
    const line = screen.getByText(/^Numéro de commande/);
    expect(line.textContent).toBe(`Numéro de commande\u00a0: ${order.number}`);
    expect(document.body.textContent).not.toContain(order.order);
  });

  it('asks a guest to activate the account as the next step, never as an alert', async () => {
    fetchMock.mockImplementation(async () => Response.json(order));
    render(<OrderConfirmation checkoutId={order.id} />);
    const notice = await screen.findByRole('complementary', { name: 'Activez votre compte' });
    expect(within(notice).getByText('Prochaine étape')).toBeTruthy();
    expect(within(notice).getByText(/^Consultez vos courriels\s: nous vous avons envoyé/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an order that cannot be read is « Commande introuvable », in the heading and the tab’s title', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async () => Response.json({ code: 'checkout.not_found' }, { status: 404 }));
    render(<OrderConfirmation checkoutId="00000000-0000-4000-8000-000000000000" />);
    expect(await screen.findByRole('heading', { name: 'Commande introuvable' })).toBeTruthy();
    expect(screen.getByText('Impossible de charger les détails de la commande')).toBeTruthy();
    // The tab's title follows the heading in an effect of its own, a moment later on a loaded machine.
    await waitFor(() => expect(document.title).toBe('Commande introuvable | Vélo Nord'));
  });
});
