/** The stock's words in Quebec French (fr-CA), the twin of en-stock.ts. */
import type * as en from './en-stock.ts';
import { formatter } from './message-format.ts';

const fmt = formatter('fr-CA');

export const stock = {
  inStock: 'En stock',
  lowStock: fmt<[left: number]>('Plus que {0} en stock'),
  soldOut: 'Épuisé',
  backorder: 'Offert en commande différée',
  valueSoldOut: ' – Épuisé',
  soldOutChoice: 'Ce choix est épuisé',
  stockCap: fmt<[left: number]>('Plus que {0} en stock'),
  limitCap: fmt<[limit: number]>('Limite de {0} par commande'),
  soldOutSinceAdded: 'Épuisé depuis votre ajout',
  shipsIn: fmt<[min: number, max: number]>('Expédié sous {0} à {1} jours ouvrables'),
  expectedWeek: fmt<[week: string]>('Attendu la semaine du {0}'),
  shipsWhenRestocked: 'En commande différée\u00a0: expédié dès le retour en stock',
  notifyWhenBack: 'M’avertir du retour en stock',
} satisfies typeof en.stock;
