// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItemToAdd, CartLine, Checkout } from '~/lib/surecart/checkout-types.ts';
import { HttpError } from '~/lib/http.ts';

vi.mock('~/lib/surecart/checkout.ts', () => ({
  getCheckout: vi.fn(),
  createCheckout: vi.fn(),
  addLineItem: vi.fn(),
  updateLineItem: vi.fn(),
  deleteLineItem: vi.fn(),
}));

const client = await import('~/lib/surecart/checkout.ts');
const store = await import('./store.ts');
const { $cart, $cartItemCount, addToCart, changeQuantity, clearCart, removeFromCart, startCart, CHECKOUT_ID_KEY, QUANTITY_DEBOUNCE_MS } = store;

/** A tiny stand-in for the shop host: one checkout whose lines the mocked calls change. */
let server: Checkout | null;
let lineSeq = 0;

const line = (priceId: string, variantId: string | null, quantity = 1): CartLine => ({
  id: `line-${++lineSeq}`,
  quantity,
  priceId,
  priceName: null,
  unitAmount: 5000,
  currency: 'CAD',
  productId: 'prod',
  productName: 'Summit Helmet',
  productSlug: 'summit-helmet',
  variantId,
  variantOptions: [],
  imageUrl: null,
  purchasableStatus: 'purchasable',
});

const checkout = (lines: CartLine[], extra: Partial<Checkout> = {}): Checkout => ({
  id: 'chk-1',
  status: 'draft',
  currency: 'CAD',
  lines,
  portalUrl: 'http://host/checkout/chk-1',
  orderId: null,
  customerId: null,
  subtotalAmount: 0,
  discountAmount: 0,
  shippingAmount: 0,
  taxAmount: 0,
  totalAmount: 0,
  amountDue: 0,
  ...extra,
});

const item = (priceId = 'price-1', variantId: string | null = 'var-1'): CartItemToAdd => ({
  productId: 'prod',
  productName: 'Summit Helmet',
  productSlug: 'summit-helmet',
  priceId,
  priceName: null,
  unitAmount: 5000,
  currency: 'CAD',
  variantId,
  variantOptions: ['M'],
  imageUrl: null,
});

const copy = () => structuredClone(server!);
const quantities = () => $cart.get().lines.map((l) => [l.id.startsWith('temp-') ? 'temp' : l.id, l.quantity]);

beforeEach(() => {
  localStorage.clear();
  store.resetCartForTests();
  server = null;
  lineSeq = 0;
  vi.mocked(client.getCheckout).mockImplementation(async (id) => {
    if (!server || server.id !== id) throw new HttpError(404, 'Not Found', { message: 'not found' });
    return copy();
  });
  vi.mocked(client.createCheckout).mockImplementation(async ({ priceId, variantId }) => {
    server = checkout([line(priceId, variantId)]);
    return copy();
  });
  vi.mocked(client.addLineItem).mockImplementation(async (_id, { priceId, variantId }) => {
    const same = server!.lines.find((l) => l.priceId === priceId && l.variantId === variantId);
    if (same) same.quantity += 1;
    else server!.lines.push(line(priceId, variantId));
  });
  vi.mocked(client.updateLineItem).mockImplementation(async (id, quantity) => {
    server!.lines.find((l) => l.id === id)!.quantity = quantity;
  });
  vi.mocked(client.deleteLineItem).mockImplementation(async (id) => {
    server!.lines = server!.lines.filter((l) => l.id !== id);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('cart start-up', () => {
  it('without a stored id the cart is empty and nothing is requested', async () => {
    await startCart();
    expect($cart.get()).toMatchObject({ lines: [], loading: false, checkout: null });
    expect(client.getCheckout).not.toHaveBeenCalled();
  });

  it('loads the stored checkout', async () => {
    server = checkout([line('price-1', 'var-1', 2)]);
    localStorage.setItem(CHECKOUT_ID_KEY, 'chk-1');
    await startCart();
    expect($cartItemCount.get()).toBe(2);
  });

  it.each([
    ['has an order', () => (server = checkout([line('p', null)], { orderId: 'ord-1' }))],
    ['has no lines', () => (server = checkout([]))],
    ['fails to load', () => (server = null)],
  ])('clears the stored id when the checkout %s', async (_case, prepare) => {
    prepare();
    localStorage.setItem(CHECKOUT_ID_KEY, 'chk-1');
    await startCart();
    expect(localStorage.getItem(CHECKOUT_ID_KEY)).toBeNull();
    expect($cart.get()).toMatchObject({ lines: [], checkout: null, loading: false });
  });
});

describe('adding to the cart', () => {
  it('shows a temporary line at once, then creates the checkout and stores its id', async () => {
    await startCart();
    const adding = addToCart(item());
    expect(quantities()).toEqual([['temp', 1]]);
    await adding;
    expect(client.createCheckout).toHaveBeenCalledWith({ priceId: 'price-1', variantId: 'var-1' });
    expect(localStorage.getItem(CHECKOUT_ID_KEY)).toBe('chk-1');
    expect(quantities()).toEqual([['line-1', 1]]);
  });

  it('adds a line to an existing checkout, and the same price and variant raise its quantity', async () => {
    await startCart();
    await addToCart(item());
    const again = addToCart(item());
    expect(quantities()).toEqual([['line-1', 2]]);
    await again;
    await addToCart(item('price-1', 'var-2'));
    expect(client.addLineItem).toHaveBeenCalledTimes(2);
    expect(quantities()).toEqual([['line-1', 2], ['line-2', 1]]);
  });

  it('quick successive adds are sent one after the other to the same checkout', async () => {
    await startCart();
    await Promise.all([addToCart(item()), addToCart(item('price-2', null)), addToCart(item())]);
    expect(client.createCheckout).toHaveBeenCalledTimes(1);
    expect(quantities()).toEqual([['line-1', 2], ['line-2', 1]]);
  });

  it('a failed creation says "Failed to create checkout" and leaves an empty cart', async () => {
    await startCart();
    vi.mocked(client.createCheckout).mockRejectedValueOnce(new HttpError(500, 'Server Error', null));
    await expect(addToCart(item())).rejects.toThrow('Failed to create checkout');
    expect($cart.get().lines).toEqual([]);
    expect(localStorage.getItem(CHECKOUT_ID_KEY)).toBeNull();
  });

  it('a failed add gives the server’s message and keeps the previous cart', async () => {
    await startCart();
    await addToCart(item());
    vi.mocked(client.addLineItem).mockRejectedValueOnce(new HttpError(422, 'Unprocessable', { message: 'This price is not available.' }));
    await expect(addToCart(item('price-9', null))).rejects.toThrow('This price is not available.');
    expect(quantities()).toEqual([['line-1', 1]]);
  });

  it('a failed add without a server message says "Failed to add item to cart"', async () => {
    await startCart();
    await addToCart(item());
    vi.mocked(client.addLineItem).mockRejectedValueOnce(new TypeError('network down'));
    await expect(addToCart(item('price-9', null))).rejects.toThrow('Failed to add item to cart');
  });
});

describe('changing quantities', () => {
  beforeEach(async () => {
    await startCart();
    await addToCart(item());
    vi.useFakeTimers();
  });

  it('shows each change at once and sends one request 500 ms after the last', async () => {
    const id = $cart.get().lines[0]!.id;
    void changeQuantity(id, 2);
    void changeQuantity(id, 3);
    const last = changeQuantity(id, 4);
    expect(quantities()).toEqual([[id, 4]]);
    await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS - 1);
    expect(client.updateLineItem).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await last;
    expect(client.updateLineItem).toHaveBeenCalledTimes(1);
    expect(client.updateLineItem).toHaveBeenCalledWith(id, 4);
    expect(quantities()).toEqual([[id, 4]]);
  });

  it('marks the line busy while its update is sent', async () => {
    const id = $cart.get().lines[0]!.id;
    let release!: () => void;
    vi.mocked(client.updateLineItem).mockImplementationOnce(() => new Promise<void>((r) => (release = r)));
    const change = changeQuantity(id, 3);
    expect($cart.get().busyLineIds).toEqual([]);
    await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS);
    expect($cart.get().busyLineIds).toEqual([id]);
    release();
    await change;
    expect($cart.get().busyLineIds).toEqual([]);
  });

  it('a failed update says "Failed to update quantity" and returns to the server’s quantity', async () => {
    const id = $cart.get().lines[0]!.id;
    vi.mocked(client.updateLineItem).mockRejectedValueOnce(new HttpError(500, 'Server Error', null));
    const change = changeQuantity(id, 5);
    const failed = expect(change).rejects.toThrow('Failed to update quantity');
    expect(quantities()).toEqual([[id, 5]]);
    await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS);
    await failed;
    expect(quantities()).toEqual([[id, 1]]);
  });

  it('ignores quantities below 1 and temporary lines', async () => {
    const id = $cart.get().lines[0]!.id;
    await changeQuantity(id, 0);
    await changeQuantity('temp-7', 3);
    await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS);
    expect(client.updateLineItem).not.toHaveBeenCalled();
    expect(quantities()).toEqual([[id, 1]]);
  });
});

describe('removing', () => {
  beforeEach(async () => {
    await startCart();
    await addToCart(item());
    await addToCart(item('price-2', null));
  });

  it('removing a line keeps the others; removing the last clears the stored id and the cart', async () => {
    const [first, second] = $cart.get().lines;
    await removeFromCart(first!.id);
    expect(quantities()).toEqual([[second!.id, 1]]);
    expect(localStorage.getItem(CHECKOUT_ID_KEY)).toBe('chk-1');
    await removeFromCart(second!.id);
    expect($cart.get().lines).toEqual([]);
    expect(localStorage.getItem(CHECKOUT_ID_KEY)).toBeNull();
  });

  it('a line being removed is busy until the server answers', async () => {
    const [first] = $cart.get().lines;
    const removing = removeFromCart(first!.id);
    expect($cart.get().busyLineIds).toEqual([first!.id]);
    await removing;
    expect($cart.get().busyLineIds).toEqual([]);
  });

  it('temporary lines cannot be removed', async () => {
    await removeFromCart('temp-3');
    expect(client.deleteLineItem).not.toHaveBeenCalled();
  });

  it('a failed removal says "Failed to remove item from cart" and keeps the line', async () => {
    const [first] = $cart.get().lines;
    vi.mocked(client.deleteLineItem).mockRejectedValueOnce(new HttpError(500, 'Server Error', null));
    await expect(removeFromCart(first!.id)).rejects.toThrow('Failed to remove item from cart');
    expect($cart.get().lines).toHaveLength(2);
  });

  it('clearing deletes every line and forgets the checkout', async () => {
    await clearCart();
    expect(client.deleteLineItem).toHaveBeenCalledTimes(2);
    expect($cart.get().lines).toEqual([]);
    expect(localStorage.getItem(CHECKOUT_ID_KEY)).toBeNull();
  });
});
