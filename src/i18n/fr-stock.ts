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
