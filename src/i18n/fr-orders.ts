/** The cart drawer's and the order confirmation's words in Quebec French (fr-CA), the twin of en-orders.ts. */
import type * as en from './en-orders.ts';

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
  decrease: (name: string) => `Diminuer la quantité de ${name}`,
  increase: (name: string) => `Augmenter la quantité de ${name}`,
  remove: (name: string) => `Retirer ${name}`,
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
  orderReference: (number: string) => `Numéro de commande\u00a0: ${number}`,
  items: 'Articles',
  quantity: (count: number) => `Qté ${count}`,
  subtotal: 'Sous-total',
  shipping: 'Livraison',
  tax: 'Taxes',
  discount: 'Rabais',
  total: 'Total',
  currency: (code: string) => `Tous les montants sont en ${code}.`,
  nextStep: 'Prochaine étape',
  activateTitle: 'Activez votre compte',
  activateText:
    'Consultez vos courriels\u00a0: nous vous avons envoyé la confirmation de votre commande et un lien pour activer votre compte et suivre vos commandes.',
  notFoundTitle: 'Commande introuvable',
  notFoundText: 'Impossible de charger les détails de la commande',
  continueShopping: 'Continuer à magasiner',
} satisfies typeof en.thankYou;
