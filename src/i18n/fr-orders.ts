/** The cart drawer's and the order confirmation's words in Quebec French (fr-CA), the twin of en-orders.ts. */
import type * as en from './en-orders.ts';
import { formatter } from './message-format.ts';

const fmt = formatter('fr-CA');

export const cartDrawer = {
  title: 'Votre panier',
  description: 'Les articles de votre panier, leurs quantités et le sous-total.',
  close: 'Fermer le panier',
  emptyTitle: 'Votre panier est vide',
  emptyText: 'Vous n’avez encore rien ajouté à votre panier.',
  continueShopping: 'Continuer à magasiner',
  subtotal: 'Sous-total',
  taxesNote: 'La livraison et les taxes sont calculées à la caisse.',
  checkout: 'Passer à la caisse',
  checkoutNewTab: 's’ouvre dans un nouvel onglet',
  clear: 'Vider le panier',
  lines: 'Articles de votre panier',
  quantity: 'Quantité',
  decrease: fmt<[name: string]>('Diminuer la quantité de {0}'),
  increase: fmt<[name: string]>('Augmenter la quantité de {0}'),
  remove: fmt<[name: string]>('Retirer {0}'),
  unitPrice: 'l’unité',
  noLongerAvailable: 'N’est plus offert',
  updating: 'Mise à jour',
  loading: 'Chargement de votre panier',
} satisfies typeof en.cartDrawer;

export const thankYou = {
  title: 'Merci de votre commande',
  description: 'La confirmation de votre commande.',
  loading: 'Chargement de votre commande…',
  heading: 'Merci de votre commande!',
  confirmed: 'Votre paiement a été accepté et votre commande est confirmée.',
  orderReference: fmt<[number: string]>('Numéro de commande\u00a0: {0}'),
  items: 'Articles',
  quantity: fmt<[count: number]>('Qté {0}'),
  subtotal: 'Sous-total',
  shipping: 'Livraison',
  tax: 'Taxes',
  discount: 'Rabais',
  total: 'Total',
  currency: fmt<[code: string]>('Tous les montants sont en {0}.'),
  nextStep: 'Prochaine étape',
  activateTitle: 'Activez votre compte',
  activateText:
    'Consultez vos courriels\u00a0: nous vous avons envoyé la confirmation de votre commande et un lien pour activer votre compte et suivre vos commandes.',
  notFoundTitle: 'Commande introuvable',
  notFoundText: 'Impossible de charger les détails de la commande',
  continueShopping: 'Continuer à magasiner',
} satisfies typeof en.thankYou;
