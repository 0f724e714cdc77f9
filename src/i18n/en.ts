import { localePath, type Locale } from './locales.ts';

/**
 * The shop's shared words in English (en-CA): what every page's header, cart
 * and page start show, and what server-rendered pages use. Grouped by domain
 * as named exports; the words of products, orders, forms and accounts live
 * in modules of their own (en-catalog.ts, en-orders.ts, en-forms.ts,
 * en-accounts.ts, en-stock.ts, en-size-finder.ts). Pages carry the groups
 * their islands show (island-words.ts). The French (fr-CA) catalogue, fr.ts,
 * has exactly these keys.
 */
import { formatter } from './message-format.ts';

const fmt = formatter('en-CA');

export const brand = {
  name: 'Vélo Nord',
  tagline: 'Bikes, gear and outdoor equipment, designed in Quebec',
  supportEmail: 'support@velonord.ca',
  homeLink: 'Vélo Nord home',
};

export const header = {
  mainNavigation: 'Main',
  bikes: 'Bikes',
  accessories: 'Accessories',
  featured: 'Featured',
  openCart: 'Open cart',
  cartCount: fmt<[count: number]>('{0} {0|item|items} in cart'),
  signIn: 'Sign In',
  openMenu: 'Open menu',
  viewAllBikes: 'View all bikes',
  viewAllBikesText: 'Every road, mountain and electric road bike',
  viewAllEquipment: 'View all bike equipment',
  viewAllEquipmentText: 'Helmets, gloves, shoes and bottles',
  /** The desktop menu's links: title and a short description for each collection. */
  menuLinks: {
    'bike-road-bike': {
      title: 'Road Bikes',
      description: 'Light, fast endurance and aero frames for long days on the road',
    },
    'bike-mountain-bike': {
      title: 'Mountain Bikes',
      description: 'Hardtails and full suspension for roots, rocks and granite',
    },
    'bike-electric-road-bike': {
      title: 'Electric Road Bikes',
      description: 'A quiet motor for the big climbs and long headwinds',
    },
    'bike-equipment-helmet': {
      title: 'Helmets',
      description: 'Certified road, trail and commuter helmets, many with MIPS',
    },
    'bike-equipment-gloves': {
      title: 'Gloves',
      description: 'Grip and padding from summer mornings to late-fall rides',
    },
    'bike-equipment-shoes': { title: 'Shoes', description: 'Stiff-soled road, trail and winter cycling shoes' },
    'bike-equipment-bike-water-bottle': {
      title: 'Water Bottles',
      description: 'Squeeze and insulated bottles that fit every cage',
    },
  },
};

export const searchBox = {
  label: 'Search the shop',
  placeholder: 'Search products…',
  suggestions: 'Suggestions',
  noResults: 'No results found',
  /** The list's last option: the search page with every result for the text. */
  seeAll: 'See all results',
  /** A suggestion whose product cannot be bought (the stock's own words stay with the product pages). */
  soldOut: 'Sold out',
  /** A suggestion's price when other choices of the product cost more: its lowest. */
  priceFrom: fmt<[price: string]>('From {0}'),
};

export const mobileMenu = {
  title: 'Menu',
  description: 'Browse the shop’s collections and pages.',
  close: 'Close menu',
  bikes: 'Bikes',
  bikeEquipment: 'Bike Equipment',
  featuredProducts: 'Featured Products',
  about: 'About',
  contact: 'Contact',
  faqs: 'FAQs',
  signIn: 'Sign In',
  myAccount: 'My Account',
};

export const footer = {
  shop: 'Shop',
  allProducts: 'All Products',
  featured: 'Featured',
  collections: 'Collections',
  contactUs: 'Contact Us',
  help: 'Help',
  shippingReturns: 'Shipping & Returns',
  faq: 'FAQ',
  aboutUs: 'About Us',
  privacyPolicy: 'Privacy Policy',
  termsOfService: 'Terms of Service',
  shippingPolicy: 'Shipping Policy',
  stayUpdated: 'Stay Updated',
  newsletterPitch: 'New bikes, group rides and trail reports from Quebec, once a month.',
  support: 'Questions? Write to',
  recaptchaNotice: 'This site is protected by reCAPTCHA and the Google',
  recaptchaPrivacy: 'Privacy Policy',
  recaptchaAnd: 'and',
  recaptchaTerms: 'Terms of Service',
  recaptchaApply: 'apply.',
  copyright: fmt<[year: number]>('© {0} Vélo Nord Inc.'),
  rightsReserved: 'All rights reserved.',
  legal: 'Legal',
};

/** Feedback while moving between pages: the progress bar and the loading overlay. */
export const navigation = {
  progressLabel: 'Page loading',
  loading: 'Loading',
};

/**
 * The link to the same page in the other language. It is written in the
 * language it leads to (and marked so with `lang`), so it reads as French on
 * English pages; its accessible name contains its visible word.
 */
export const language = {
  switchLabel: 'Français',
  switchName: 'Lire cette page en français',
};

/** The toasts' region and each toast's close button (the words the toast library uses by default). */
export const toasts = {
  region: 'Notifications',
  close: 'Close toast',
  loadFailed: 'That did not load',
  loadFailedText: 'Check your connection and try again.',
};

/** The frame around the editable content pages; their own words live in src/content/pages/. */
export const contentPages = {
  effective: 'Effective',
  lastUpdated: 'Last updated',
  onThisPage: 'On this page',
  keyFacts: 'Key facts',
  faqSections: 'FAQ sections',
};

export const home = {
  title: 'Bikes, gear and outdoor equipment',
  description:
    'Mountain, road and electric bikes, helmets, shoes and gear from a Quebec bike brand. Free delivery across Canada on orders of $200 or more.',
  heroBanner: fmt<[threshold: string]>('Free delivery across Canada on orders of {0} or more'),
  heroTitle: 'Ride further. Ride North.',
  heroText: 'Bikes and gear designed in Quebec for rough trails, long roads and every season in between.',
  exploreCollections: 'Explore Bike Collections',
  ourStory: 'Our Story',
  valuesTitle: 'Why riders choose us',
  values: [
    {
      title: 'Expert Engineering',
      text: 'Frames and parts designed and tuned by engineers who ride the Laurentians every week.',
    },
    {
      title: 'Pro-Tested',
      text: 'Every model is proven by racers and guides on real trails and roads before it reaches you.',
    },
    {
      title: 'Premium Service',
      text: 'Real people answer within 24-48 business hours, with a lifetime warranty behind every frame.',
    },
  ],
  featuredTitle: 'Featured Bikes',
  featuredText: 'Our newest favourites, picked by the team.',
  featuredEmpty: 'Featured bikes are on their way. Browse the whole shop in the meantime.',
  closingTitle: 'Engineered for speed',
  closingText: 'Light frames, sharp handling and components that keep up when you push.',
  findYourBike: 'Find Your Bike',
};

/** The listing pages' descriptions for search engines: the server's alone, so no island carries them. */
export const collectionPage = {
  notFoundTitle: 'Collection Not Found',
  notFoundText: 'This collection does not exist or has moved.',
  viewAllCollections: 'View all collections',
  errorTitle: 'Something went wrong',
  errorText: 'We could not load this collection. Please try again.',
  tryAgain: 'Try again',
};

export const collectionsPage = {
  title: 'Our Collections',
  description:
    'Bikes and bike equipment by collection: road, mountain and electric road bikes, helmets, gloves, shoes and bottles.',
  intro: 'Find the right ride and the gear to go with it, one collection at a time.',
  productCount: fmt<[count: number]>('{0} {0|product|products}'),
  shopCollection: fmt<[name: string]>('Shop all {0}'),
  featuredTitle: 'Featured Products',
  featuredText: 'The newest picks from every collection.',
  empty: 'Our collections are being restocked. Browse the whole shop in the meantime.',
  errorTitle: 'Something went wrong',
  errorText: 'We could not load the collections. Please try again.',
  tryAgain: 'Try again',
};

export const notFound = {
  title: 'Page Not Found',
  code: '404',
  text: "The page you are looking for doesn't exist or has moved.",
  backHome: 'Back to Home',
  goBack: 'Go Back',
  description: 'This page does not exist.',
};

export const cart = {
  createFailed: 'Failed to create checkout',
  addFailed: 'Failed to add item to cart',
  updateFailed: 'Failed to update quantity',
  removeFailed: 'Failed to remove item from cart',
  added: 'Added to cart',
  /** The action on the "Added to cart" toast, and beside a disabled Add to Cart: opens the cart drawer. */
  viewCart: 'View cart',
};

/** The size finder beside a bike's Size picker; the dialog's own words are in en-size-finder.ts. */
/** The contact form: the dialog, the contact page and the product page's Support tab. */
/** The footer's newsletter block. */
/** The bot-check, shared by the contact form and the newsletter. */
/** The header's account control (kept apart so the header bundles only these words). */
/** An e-mail link (sign-in, reset, activation) refused by the auth service: used, unknown or older than an hour. */
export const refusedLink = {
  title: 'This link is invalid or has expired',
  text: 'E-mail links work once, within an hour. Ask for a new one to continue.',
};

/** This catalogue's language. */
export const locale: Locale = 'en-CA';

/**
 * A shop path in this catalogue's language (`/shop` stays `/shop`). Islands
 * use `href` of `~/i18n/index.ts`, in the current page's language;
 * server-rendered pages `localePath(path, locale)`.
 */
export function href(path: string): string {
  return localePath(path, locale);
}
