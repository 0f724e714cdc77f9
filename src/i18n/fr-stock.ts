/** The stock's words in Quebec French (fr-CA), the twin of en-stock.ts. */
import type * as en from './en-stock.ts';

export const stock = {
  inStock: 'En stock',
  lowStock: (left: number) => `Plus que ${left} en stock`,
  soldOut: 'Épuisé',
  backorder: 'Offert en commande différée',
  valueSoldOut: ' – Épuisé',
  soldOutChoice: 'Ce choix est épuisé',
  stockCap: (left: number) => `Plus que ${left} en stock`,
  limitCap: (limit: number) => `Limite de ${limit} par commande`,
  soldOutSinceAdded: 'Épuisé depuis votre ajout',
  shipsIn: (min: number, max: number) => `Expédié sous ${min} à ${max} jours ouvrables`,
  expectedWeek: (week: string) => `Attendu la semaine du ${week}`,
  shipsWhenRestocked: 'En commande différée\u00a0: expédié dès le retour en stock',
  notifyWhenBack: 'M’avertir du retour en stock',
} satisfies typeof en.stock;

export const backInStock = {
  intro: (choice: string) => `Nous vous écrirons une seule fois, dès que ${choice} pourra être commandé de nouveau.`,
  thisChoice: 'ce choix',
  emailLabel: 'Adresse courriel',
  submit: 'M’avertir',
  sending: 'Enregistrement…',
  emailRequired: 'Entrez votre adresse courriel.',
  emailInvalid: 'Entrez une adresse courriel valide, comme nom@exemple.ca.',
  saved: (email: string) => `C’est noté. Nous écrirons à ${email} une seule fois, au retour en stock.`,
  failed: 'Votre demande n’a pas pu être enregistrée. Veuillez réessayer.',
} satisfies typeof en.backInStock;
