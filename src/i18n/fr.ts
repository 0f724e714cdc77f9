/**
 * Every user-visible string of the shop, in Quebec French (fr-CA), with
 * exactly the groups and keys of the English catalogue (en.ts): each group
 * `satisfies` its English twin, so a missing or extra key, or a function
 * taking other arguments, fails the type check.
 *
 * Typography (docs/french.md): a non-breaking space (written \u00a0) before
 * ":" and "$" and inside « », none before "!", "?" and ";", the curly
 * apostrophe ’. fr.test.ts checks the rule on every message.
 */
import type * as en from './en.ts';
import { localePath, type Locale } from './locales.ts';
import { formatter } from './message-format.ts';

const fmt = formatter('fr-CA');

export const brand = {
  name: 'Vélo Nord',
  tagline: 'Vélos, équipement et plein air, conçus au Québec',
  supportEmail: 'support@velonord.ca',
  homeLink: 'Accueil Vélo Nord',
} satisfies typeof en.brand;

export const header = {
  mainNavigation: 'Principale',
  bikes: 'Vélos',
  accessories: 'Accessoires',
  featured: 'En vedette',
  openCart: 'Ouvrir le panier',
  cartCount: fmt<[count: number]>('{0} {0|article|articles} dans le panier'),
  signIn: 'Se connecter',
  openMenu: 'Ouvrir le menu',
  viewAllBikes: 'Voir tous les vélos',
  viewAllBikesText: 'Tous nos vélos de route, de montagne et de route électriques',
  viewAllEquipment: 'Voir tout l’équipement vélo',
  viewAllEquipmentText: 'Casques, gants, chaussures et bidons',
  menuLinks: {
    'bike-road-bike': {
      title: 'Vélos de route',
      description: 'Cadres endurance et aéro, légers et rapides, pour les longues journées sur la route',
    },
    'bike-mountain-bike': {
      title: 'Vélos de montagne',
      description: 'Semi-rigides et double suspension pour les racines, les roches et le granit',
    },
    'bike-electric-road-bike': {
      title: 'Vélos de route électriques',
      description: 'Un moteur discret pour les grosses montées et les longs vents de face',
    },
    'bike-equipment-helmet': {
      title: 'Casques',
      description: 'Casques certifiés pour la route, le sentier et la ville, plusieurs avec MIPS',
    },
    'bike-equipment-gloves': {
      title: 'Gants',
      description: 'De l’adhérence et du rembourrage, des matins d’été aux sorties de fin d’automne',
    },
    'bike-equipment-shoes': {
      title: 'Chaussures',
      description: 'Chaussures de route, de sentier et d’hiver à semelle rigide',
    },
    'bike-equipment-bike-water-bottle': {
      title: 'Bidons',
      description: 'Bidons souples et isolés qui entrent dans tous les porte-bidons',
    },
  },
} satisfies typeof en.header;

export const searchBox = {
  label: 'Rechercher dans la boutique',
  placeholder: 'Rechercher des produits…',
  suggestions: 'Suggestions',
  noResults: 'Aucun résultat',
  seeAll: 'Voir tous les résultats',
  soldOut: 'Épuisé',
  priceFrom: fmt<[price: string]>('À partir de {0}'),
} satisfies typeof en.searchBox;

export const mobileMenu = {
  title: 'Menu',
  description: 'Parcourez les collections et les pages de la boutique.',
  close: 'Fermer le menu',
  bikes: 'Vélos',
  bikeEquipment: 'Équipement vélo',
  featuredProducts: 'Produits en vedette',
  about: 'À propos',
  contact: 'Nous joindre',
  faqs: 'FAQ',
  signIn: 'Se connecter',
  myAccount: 'Mon compte',
} satisfies typeof en.mobileMenu;

export const footer = {
  shop: 'Boutique',
  allProducts: 'Tous les produits',
  featured: 'En vedette',
  collections: 'Collections',
  contactUs: 'Nous joindre',
  help: 'Aide',
  shippingReturns: 'Livraison et retours',
  faq: 'FAQ',
  aboutUs: 'À propos de nous',
  privacyPolicy: 'Politique de confidentialité',
  termsOfService: 'Conditions d’utilisation',
  shippingPolicy: 'Politique de livraison',
  stayUpdated: 'Restez à l’affût',
  newsletterPitch: 'Nouveaux vélos, sorties de groupe et état des sentiers au Québec, une fois par mois.',
  support: 'Des questions? Écrivez à',
  recaptchaNotice: 'Ce site est protégé par reCAPTCHA, et les',
  recaptchaPrivacy: 'Règles de confidentialité',
  recaptchaAnd: 'et les',
  recaptchaTerms: 'Conditions d’utilisation',
  recaptchaApply: 'de Google s’appliquent.',
  copyright: fmt<[year: number]>('© {0} Vélo Nord inc.'),
  rightsReserved: 'Tous droits réservés.',
  legal: 'Mentions légales',
} satisfies typeof en.footer;

export const navigation = {
  progressLabel: 'Chargement de la page',
  loading: 'Chargement',
} satisfies typeof en.navigation;

/** The link to the same page in English, written in English (see en.ts). */
export const language = {
  switchLabel: 'English',
  switchName: 'Read this page in English',
} satisfies typeof en.language;

export const toasts = {
  region: 'Notifications',
  close: 'Fermer la notification',
  loadFailed: 'Le chargement a échoué',
  loadFailedText: 'Vérifiez votre connexion et réessayez.',
} satisfies typeof en.toasts;

export const contentPages = {
  effective: 'En vigueur le',
  lastUpdated: 'Dernière mise à jour le',
  onThisPage: 'Sur cette page',
  keyFacts: 'En bref',
  faqSections: 'Sections de la FAQ',
} satisfies typeof en.contentPages;

export const home = {
  title: 'Vélos, équipement et plein air',
  description:
    'Vélos de montagne, de route et électriques, casques, chaussures et équipement d’une marque québécoise. Livraison gratuite partout au Canada dès 200\u00a0$.',
  heroBanner: fmt<[threshold: string]>('Livraison gratuite partout au Canada dès {0}'),
  heroTitle: 'Roulez plus loin. Roulez vers le Nord.',
  heroText:
    'Des vélos et de l’équipement conçus au Québec pour les sentiers accidentés, les longues routes et toutes les saisons entre les deux.',
  exploreCollections: 'Explorer nos collections de vélos',
  ourStory: 'Notre histoire',
  valuesTitle: 'Pourquoi les cyclistes nous choisissent',
  values: [
    {
      title: 'Ingénierie de pointe',
      text: 'Des cadres et des composants conçus et mis au point par des ingénieurs qui roulent dans les Laurentides chaque semaine.',
    },
    {
      title: 'Testés par des pros',
      text: 'Chaque modèle fait ses preuves avec des coureurs et des guides, sur de vrais sentiers et de vraies routes, avant de se rendre jusqu’à vous.',
    },
    {
      title: 'Un service hors pair',
      text: 'De vraies personnes vous répondent en 24 à 48 heures ouvrables, et chaque cadre est couvert par une garantie à vie.',
    },
  ],
  featuredTitle: 'Vélos en vedette',
  featuredText: 'Nos derniers coups de cœur, choisis par l’équipe.',
  featuredEmpty: 'Nos vélos en vedette s’en viennent. D’ici là, parcourez toute la boutique.',
  closingTitle: 'Conçus pour la vitesse',
  closingText: 'Des cadres légers, une conduite précise et des composants qui suivent quand vous poussez.',
  findYourBike: 'Trouver votre vélo',
} satisfies typeof en.home;

export const collectionPage = {
  notFoundTitle: 'Collection introuvable',
  notFoundText: 'Cette collection n’existe pas ou a été déplacée.',
  viewAllCollections: 'Voir toutes les collections',
  errorTitle: 'Un problème est survenu',
  errorText: 'Nous n’avons pas pu charger cette collection. Veuillez réessayer.',
  tryAgain: 'Réessayer',
} satisfies typeof en.collectionPage;

export const collectionsPage = {
  title: 'Nos collections',
  description:
    'Vélos et équipement vélo par collection\u00a0: vélos de route, de montagne et de route électriques, casques, gants, chaussures et bidons.',
  intro: 'Trouvez le bon vélo et l’équipement qui va avec, une collection à la fois.',
  productCount: fmt<[count: number]>('{0} {0|produit|produits}'),
  shopCollection: fmt<[name: string]>('Magasiner la collection {0}'),
  featuredTitle: 'Produits en vedette',
  featuredText: 'Les nouveautés de chaque collection.',
  empty: 'Nos collections sont en réapprovisionnement. D’ici là, parcourez toute la boutique.',
  errorTitle: 'Un problème est survenu',
  errorText: 'Nous n’avons pas pu charger les collections. Veuillez réessayer.',
  tryAgain: 'Réessayer',
} satisfies typeof en.collectionsPage;

export const notFound = {
  title: 'Page introuvable',
  code: '404',
  text: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  backHome: 'Retour à l’accueil',
  goBack: 'Page précédente',
  description: 'Cette page n’existe pas.',
} satisfies typeof en.notFound;

export const cart = {
  createFailed: 'Impossible de créer le panier',
  addFailed: 'Impossible d’ajouter l’article au panier',
  updateFailed: 'Impossible de modifier la quantité',
  removeFailed: 'Impossible de retirer l’article du panier',
  added: 'Ajouté au panier',
  viewCart: 'Voir le panier',
} satisfies typeof en.cart;

export const refusedLink = {
  title: 'Ce lien est invalide ou expiré',
  text: 'Les liens reçus par courriel ne fonctionnent qu’une fois, pendant une heure. Demandez-en un nouveau pour continuer.',
} satisfies typeof en.refusedLink;

/** The commerce platform's English words (option names and values, price names, specification values) in French. */
export const locale: Locale = 'fr-CA';

/** A shop path in French: `/shop` → `/fr/shop`. */
export function href(path: string): string {
  return localePath(path, locale);
}
