/** The cart drawer's and the order confirmation's words in English. */
import { formatter } from './message-format.ts';

const fmt = formatter('en-CA');

export const cartDrawer = {
  title: 'Review Your Cart',
  description: 'The items in your cart, their quantities and the subtotal.',
  close: 'Close cart',
  emptyTitle: 'Your cart is empty',
  emptyText: "Looks like you haven't added anything to your cart yet.",
  continueShopping: 'Continue shopping',
  subtotal: 'Subtotal',
  taxesNote: 'Shipping and taxes are calculated at checkout.',
  checkout: 'Checkout',
  checkoutNewTab: 'opens in a new tab',
  clear: 'Clear cart',
  lines: 'Items in your cart',
  quantity: 'Quantity',
  decrease: fmt<[name: string]>('Decrease quantity of {0}'),
  increase: fmt<[name: string]>('Increase quantity of {0}'),
  remove: fmt<[name: string]>('Remove {0}'),
  unitPrice: 'each',
  noLongerAvailable: 'No longer available',
  updating: 'Updating',
  loading: 'Loading your cart',
};

export const thankYou = {
  title: 'Thank you for your order',
  description: 'Your order confirmation.',
  loading: 'Loading your order…',
  heading: 'Thank you for your order!',
  confirmed: 'Your payment went through and your order is confirmed.',
  /** The order number as the order e-mail and the customer dashboard show it. */
  orderReference: fmt<[number: string]>('Order reference: #{0}'),
  items: 'Items',
  quantity: fmt<[count: number]>('Qty {0}'),
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  tax: 'Taxes',
  discount: 'Discount',
  total: 'Total',
  currency: fmt<[code: string]>('All amounts in {0}.'),
  nextStep: 'Next step',
  activateTitle: 'Activate Your Account',
  activateText:
    'Check your email: we sent your order confirmation there, and a link to activate your account and follow your orders.',
  notFoundTitle: 'Order Not Found',
  notFoundText: 'Unable to load order details',
  continueShopping: 'Continue shopping',
};
