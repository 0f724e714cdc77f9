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

/** Singular for 0 and 1, as French counts them. */
const plural = (count: number, one: string, many: string) => (count < 2 ? one : many);

export const brand = {
  name: 'Vélo Nord',
  tagline: 'Vélos, équipement et plein air, conçus au Québec',
  supportEmail: 'support@velonord.ca',
  homeLink: 'Accueil Vélo Nord',
} satisfies typeof en.brand;

export const common = {
  home: 'Accueil',
  shop: 'Boutique',
  viewAll: 'Tout voir',
  skipToContent: 'Passer au contenu',
} satisfies typeof en.common;

export const header = {
  mainNavigation: 'Principale',
  bikes: 'Vélos',
  accessories: 'Accessoires',
  featured: 'En vedette',
  openCart: 'Ouvrir le panier',
  cartCount: (count: number) => `${count} ${plural(count, 'article', 'articles')} dans le panier`,
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
  soldOut: 'Épuisé',
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
  copyright: (year: number) => `© ${year} Vélo Nord inc.`,
  rightsReserved: 'Tous droits réservés.',
  legal: 'Mentions légales',
} satisfies typeof en.footer;

export const theme = {
  // French puts a non-breaking space before a colon.
  currentLabel: 'Thème de couleur\u00a0: ',
  light: 'Clair',
  dark: 'Sombre',
  system: 'Système',
} satisfies typeof en.theme;

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
  heroBanner: (threshold: string) => `Livraison gratuite partout au Canada dès ${threshold}`,
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

export const listing = {
  breadcrumb: 'Fil d’Ariane',
  allProducts: 'Tous les produits',
  allProductsText: 'Découvrez notre sélection de produits de qualité',
  filters: 'Filtres',
  panelTitle: 'Filtrer les produits',
  panelDescription: 'Limitez les produits à une collection.',
  clearAll: 'Tout effacer',
  closeFilters: 'Fermer les filtres',
  collections: 'Collections',
  allCollections: 'Toutes les collections',
  showSubcollections: (name: string) => `Afficher les collections de la catégorie ${name}`,
  featured: 'En vedette',
  searchForm: 'Recherche de produits',
  searchLabel: 'Rechercher des produits',
  searchPlaceholder: 'Rechercher des produits',
  clearSearch: 'Effacer la recherche',
  searchTooShort: (min: number) => `Tapez au moins ${min} caractères pour lancer la recherche`,
  submitSearch: 'Rechercher',
  sortLabel: 'Trier par',
  sorts: {
    'created_at:desc': 'Plus récents',
    'created_at:asc': 'Plus anciens',
    'name:asc': 'Nom de A à Z',
    'name:desc': 'Nom de Z à A',
  },
  products: 'Produits',
  resultCount: (count: number) => `${count.toLocaleString('fr-CA')} ${plural(count, 'produit', 'produits')}`,
  loading: 'Chargement des produits',
  noProducts: 'Aucun produit trouvé',
  noProductsHint: 'Essayez une autre collection ou une autre recherche, ou effacez les filtres.',
  pagination: 'Pagination',
  previous: 'Précédente',
  next: 'Suivante',
  page: (page: number) => `Page ${page}`,
} satisfies typeof en.listing;

export const listingMeta = {
  shop: 'Vélos, casques, chaussures, gants et bidons Vélo Nord, avec les prix en dollars canadiens.',
  search: 'Cherchez parmi les vélos et l’équipement vélo de Vélo Nord.',
} satisfies typeof en.listingMeta;

export const searchPage = {
  title: (query: string) => `Résultats de recherche pour «\u00a0${query}\u00a0»`,
  prompt: 'Entrez un terme de recherche pour trouver des produits',
  documentTitle: 'Recherche',
} satisfies typeof en.searchPage;

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
  productCount: (count: number) => `${count} ${plural(count, 'produit', 'produits')}`,
  shopCollection: (name: string) => `Magasiner la collection ${name}`,
  featuredTitle: 'Produits en vedette',
  featuredText: 'Les nouveautés de chaque collection.',
  empty: 'Nos collections sont en réapprovisionnement. D’ici là, parcourez toute la boutique.',
  errorTitle: 'Un problème est survenu',
  errorText: 'Nous n’avons pas pu charger les collections. Veuillez réessayer.',
  tryAgain: 'Réessayer',
} satisfies typeof en.collectionsPage;

export const product = {
  moreFrom: (collection: string) => `Plus de produits de la collection ${collection}`,
  relatedProducts: 'Produits connexes',
  noImageOf: (name: string) => `${name}\u00a0: aucune image disponible`,
} satisfies typeof en.product;

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
} satisfies typeof en.cart;

export const productPage = {
  breadcrumb: 'Fil d’Ariane',
  collections: 'Collections',
  policyLine: (threshold: string) =>
    `livraison gratuite dès ${threshold}, retours acceptés pendant 30 jours, garantie à vie`,
  addToCart: 'Ajouter au panier',
  missingSelection: 'Veuillez choisir toutes les options requises',
  invalidPrice: 'Le prix choisi n’est pas valide',
  incompleteOptions: 'Veuillez choisir toutes les options du produit',
  standardPrice: 'Standard',
  choosePrice: 'Prix',
  chosenValue: (value: string) => `\u00a0: ${value}`,
  chooseOption: (name: string) => name,
  unavailableUntil: (previous: string) => `Choisissez d’abord l’option «\u00a0${previous.toLowerCase()}\u00a0»`,
  gallery: 'Images du produit',
  previousImage: 'Image précédente',
  nextImage: 'Image suivante',
  showImage: (index: number, total: number) => `Afficher l’image ${index} sur ${total}`,
  imageOf: (index: number, total: number) => `Image ${index} sur ${total}`,
  noImage: 'Aucune image disponible',
  tabs: 'Renseignements sur le produit',
  description: 'Description',
  specifications: 'Caractéristiques',
  support: 'Soutien',
  noDescription: 'Ce produit n’a pas encore de description.',
  noSpecifications: 'Aucune caractéristique n’est indiquée pour ce produit.',
  supportTitle: 'Besoin d’aide avec ce produit?',
  notFoundTitle: 'Produit introuvable',
  notFoundText: 'Ce produit a peut-être été renommé ou ne fait plus partie de notre catalogue.',
  returnToShop: 'Retour à la boutique',
  errorTitle: 'Un problème est survenu',
  errorText: 'Nous n’avons pas pu charger ce produit. Veuillez réessayer dans un instant.',
  tryAgain: 'Réessayer',
} satisfies typeof en.productPage;

export const sizeFinder = {
  findYourSize: 'Trouver votre taille',
  yourSize: (size: string) => `Votre taille\u00a0: ${size}`,
  eitherSize: (smaller: string, larger: string) => `${smaller} ou ${larger}`,
  noSize: 'Aucune taille pour votre grandeur',
  change: 'Modifier vos mesures',
} satisfies typeof en.sizeFinder;

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
  activateTitle: 'Activez votre compte',
  activateText:
    'Consultez vos courriels\u00a0: nous vous avons envoyé la confirmation de votre commande et un lien pour activer votre compte et suivre vos commandes.',
  notFoundTitle: 'Commande introuvable',
  notFoundText: 'Impossible de charger les détails de la commande',
  continueShopping: 'Continuer à magasiner',
} satisfies typeof en.thankYou;

export const contact = {
  dialogTitle: 'Écrivez-nous',
  dialogDescription: 'Une question sur un vélo, une commande ou notre équipement? Posez-la à notre équipe.',
  closeDialog: 'Fermer',
  pageTitle: 'Nous joindre',
  pageDescription:
    'Une question sur un vélo, une commande ou notre équipement? Écrivez à l’équipe Vélo Nord\u00a0: nous répondons en 24 à 48 heures ouvrables.',
  pageIntro:
    'Une question sur un vélo, une commande ou notre équipement? Écrivez-nous avec le formulaire ou par courriel.',
  formTitle: 'Écrivez-nous',
  supportIntro:
    'Des questions sur la taille, l’ajustement, l’assemblage ou la garantie de ce produit? Posez-les à notre équipe.',
  name: 'Nom',
  email: 'Courriel',
  emailLocked: 'L’adresse courriel de votre compte.',
  phone: 'Téléphone',
  message: 'Comment pouvons-nous vous aider?',
  send: 'Envoyer le message',
  sending: 'Envoi…',
  replyPromise:
    'Notre équipe vous répondra en 24 à 48 heures ouvrables, et un courriel de confirmation devrait vous parvenir sous peu.',
  successTitle: 'Message envoyé!',
  successText: (email: string) =>
    `Merci de nous avoir écrit. Notre équipe vous répondra en 24 à 48 heures ouvrables; un courriel de confirmation est en route vers ${email}.`,
  sendAnother: 'Envoyer un autre message',
  sendAnotherRequest: 'Envoyer une autre demande ou un autre message',
  sentToast: 'Message envoyé!',
  supportSentToast: 'Demande de soutien envoyée!',
  failedToast: 'Le message n’a pas pu être envoyé',
  supportFailedToast: 'La demande de soutien n’a pas pu être envoyée',
  failedAlert: 'Le message n’a pas pu être envoyé. Veuillez réessayer plus tard.',
  errorTitle: 'Votre message n’a pas été envoyé',
  tooShort: {
    name: 'Le nom doit contenir au moins 2 caractères',
    email: 'Adresse courriel invalide',
    phone: 'Le numéro de téléphone doit contenir au moins 10 chiffres',
    message: 'Le message doit contenir au moins 10 caractères',
  },
  tooLong: (field: string, max: number) => `Le champ «\u00a0${field}\u00a0» doit contenir au plus ${max} caractères`,
} satisfies typeof en.contact;

export const newsletter = {
  nameLabel: 'Votre nom',
  emailLabel: 'Votre adresse courriel',
  continue: 'Continuer',
  back: 'Retour',
  subscribe: 'S’abonner',
  subscribing: 'Abonnement…',
  nameRequired: 'Veuillez entrer votre nom',
  emailRequired: 'Veuillez entrer votre adresse courriel',
  emailInvalid: 'Veuillez entrer une adresse courriel valide',
  subscribedToast: 'Merci pour votre abonnement!',
  alreadySubscribed: 'Cette adresse est déjà abonnée!',
  failed: 'L’abonnement a échoué. Veuillez réessayer.',
  successTitle: 'Merci de votre inscription!',
  successText: 'Surveillez votre boîte de réception pour notre prochaine infolettre.',
  subscribeAnother: 'Abonner une autre adresse courriel',
} satisfies typeof en.newsletter;

export const recaptcha = {
  notReady: 'reCAPTCHA n’est pas prêt',
  verifyFailed: 'La vérification reCAPTCHA a échoué',
  rateLimited: 'Trop de tentatives. Veuillez réessayer plus tard.',
} satisfies typeof en.recaptcha;

export const accountMenu = {
  label: (email: string, initials: string) => `${initials}, menu du compte ${email}`,
  myAccount: 'Mon compte',
  accessAccount: 'Accéder au compte',
  logOut: 'Se déconnecter',
} satisfies typeof en.accountMenu;

export const refusedLink = {
  title: 'Ce lien est invalide ou expiré',
  text: 'Les liens reçus par courriel ne fonctionnent qu’une fois, pendant une heure. Demandez-en un nouveau pour continuer.',
} satisfies typeof en.refusedLink;

/** The commerce platform's English words (option names and values, price names, specification values) in French. */
export const platformWords = {
  optionName: {
    Size: 'Taille',
    Color: 'Couleur',
    Colour: 'Couleur',
    Battery: 'Batterie',
    Capacity: 'Capacité',
  },
  // Sizes (S, M, EU 42), battery (500 Wh) and volumes (750 ml) read the same in French.
  optionValue: {
    'Crimson Red': 'Rouge cramoisi',
    'Forest Green': 'Vert forêt',
    'Midnight Black': 'Noir minuit',
    'Slate Grey': 'Gris ardoise',
    'Sunset Orange': 'Orange couchant',
    'Lake Blue': 'Bleu lac',
    'Glacier White': 'Blanc glacier',
    'Aurora Teal': 'Sarcelle aurore',
    'Sulphur Yellow': 'Jaune soufre',
    'Sand Beige': 'Beige sable',
    'Plum Purple': 'Violet prune',
  },
  priceName: {
    'Complete bike': 'Vélo complet',
    'Frame kit': 'Cadre seul',
    'Frameset + wheels': 'Cadre et roues',
    'With cleats': 'Avec cales',
    Single: 'À l’unité',
    'Pack of 3': 'Paquet de 3',
    'Pack of 6': 'Paquet de 6',
  },
  specValue: {
    Yes: 'Oui',
    No: 'Non',
    Rigid: 'Rigide',
    'Carbon fibre': 'Fibre de carbone',
    'Full carbon': 'Carbone intégral',
    'Full finger': 'Doigts longs',
    'Short finger': 'Doigts courts',
    Laces: 'Lacets',
    Dial: 'Molette',
    'Single dial': 'Une molette',
    'Two dials': 'Deux molettes',
  },
} satisfies typeof en.platformWords;

export const locale: Locale = 'fr-CA';

/** A shop path in French: `/shop` → `/fr/shop`. */
export function href(path: string): string {
  return localePath(path, locale);
}
