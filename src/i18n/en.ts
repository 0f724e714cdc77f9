import { localePath, type Locale } from './locales.ts';
import type { PlatformWords } from './platform-words.ts';

/**
 * Every user-visible string of the shop, in English (en-CA). Grouped by
 * domain as named exports so an island only bundles the groups it imports.
 * The French (fr-CA) catalogue, fr.ts, has exactly these keys.
 */

export const brand = {
  name: 'Vélo Nord',
  tagline: 'Bikes, gear and outdoor equipment, designed in Quebec',
  supportEmail: 'support@velonord.ca',
  homeLink: 'Vélo Nord home',
};

export const common = {
  home: 'Home',
  shop: 'Shop',
  viewAll: 'View All',
  skipToContent: 'Skip to content',
};

export const header = {
  mainNavigation: 'Main',
  bikes: 'Bikes',
  accessories: 'Accessories',
  featured: 'Featured',
  openCart: 'Open cart',
  cartCount: (count: number) => `${count} ${count === 1 ? 'item' : 'items'} in cart`,
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
  /** A suggestion whose product cannot be bought (the stock's own words stay with the product pages). */
  soldOut: 'Sold out',
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
  copyright: (year: number) => `© ${year} Vélo Nord Inc.`,
  rightsReserved: 'All rights reserved.',
  legal: 'Legal',
};

export const theme = {
  /** Read before the current choice, as the theme button's name ("Colour theme: Dark"). */
  currentLabel: 'Colour theme: ',
  light: 'Light',
  dark: 'Dark',
  system: 'System',
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
  heroBanner: (threshold: string) => `Free delivery across Canada on orders of ${threshold} or more`,
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

export const listing = {
  breadcrumb: 'Breadcrumb',
  allProducts: 'All Products',
  allProductsText: 'Discover our curated collection of quality products',
  filters: 'Filters',
  panelTitle: 'Product Filters',
  panelDescription: 'Narrow the products to one collection.',
  clearAll: 'Clear All',
  closeFilters: 'Close filters',
  collections: 'Collections',
  allCollections: 'All collections',
  showSubcollections: (name: string) => `Show ${name} collections`,
  featured: 'Featured',
  searchForm: 'Product search',
  searchLabel: 'Search products',
  searchPlaceholder: 'Search products',
  clearSearch: 'Clear search',
  searchTooShort: (min: number) => `Type at least ${min} characters to search`,
  submitSearch: 'Search',
  sortLabel: 'Sort by',
  sorts: {
    'created_at:desc': 'Newest',
    'created_at:asc': 'Oldest',
    'name:asc': 'Name A to Z',
    'name:desc': 'Name Z to A',
  },
  products: 'Products',
  resultCount: (count: number) => `${count.toLocaleString('en-CA')} ${count === 1 ? 'product' : 'products'}`,
  loading: 'Loading products',
  noProducts: 'No products found',
  noProductsHint: 'Try another collection or a different search, or clear the filters.',
  pagination: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: (page: number) => `Page ${page}`,
};

/** The listing pages' descriptions for search engines: the server's alone, so no island carries them. */
export const listingMeta = {
  shop: 'Bikes, helmets, shoes, gloves and bottles from Vélo Nord, with prices in Canadian dollars.',
  search: 'Search Vélo Nord bikes and bike equipment.',
};

export const searchPage = {
  title: (query: string) => `Search results for "${query}"`,
  prompt: 'Enter a search term to find products',
  documentTitle: 'Search',
};

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
  productCount: (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`,
  shopCollection: (name: string) => `Shop all ${name}`,
  featuredTitle: 'Featured Products',
  featuredText: 'The newest picks from every collection.',
  empty: 'Our collections are being restocked. Browse the whole shop in the meantime.',
  errorTitle: 'Something went wrong',
  errorText: 'We could not load the collections. Please try again.',
  tryAgain: 'Try again',
};

export const product = {
  moreFrom: (collection: string) => `More from ${collection}`,
  relatedProducts: 'Related Products',
  noImageOf: (name: string) => `${name}: no image available`,
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
};

export const productPage = {
  breadcrumb: 'Breadcrumb',
  collections: 'Collections',
  policyLine: (threshold: string) => `free shipping over ${threshold}, 30-day return policy, lifetime warranty`,
  addToCart: 'Add to Cart',
  missingSelection: 'Please select all required options',
  invalidPrice: 'Invalid price selection',
  incompleteOptions: 'Please select all product options',
  standardPrice: 'Standard',
  choosePrice: 'Price',
  chosenValue: (value: string) => `: ${value}`,
  chooseOption: (name: string) => name,
  unavailableUntil: (previous: string) => `Choose a ${previous.toLowerCase()} first`,
  gallery: 'Product images',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  showImage: (index: number, total: number) => `Show image ${index} of ${total}`,
  imageOf: (index: number, total: number) => `Image ${index} of ${total}`,
  noImage: 'No image available',
  tabs: 'Product information',
  description: 'Description',
  specifications: 'Specifications',
  support: 'Support',
  noDescription: 'This product has no description yet.',
  noSpecifications: 'No specifications listed for this product.',
  supportTitle: 'Need help with this product?',
  notFoundTitle: 'Product Not Found',
  notFoundText: 'This product may have been renamed or is no longer in our catalogue.',
  returnToShop: 'Return to Shop',
  errorTitle: 'Something went wrong',
  errorText: 'We could not load this product. Please try again in a moment.',
  tryAgain: 'Try again',
};

/** The size finder beside a bike's Size picker; the dialog's own words are in en-size-finder.ts. */
export const sizeFinder = {
  findYourSize: 'Find your size',
  yourSize: (size: string) => `Your size: ${size}`,
  eitherSize: (smaller: string, larger: string) => `${smaller} or ${larger}`,
  noSize: 'No size for your height',
  change: 'Change measurements',
};

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
  decrease: (name: string) => `Decrease quantity of ${name}`,
  increase: (name: string) => `Increase quantity of ${name}`,
  remove: (name: string) => `Remove ${name}`,
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
  orderReference: (number: string) => `Order reference: #${number}`,
  items: 'Items',
  quantity: (count: number) => `Qty ${count}`,
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  tax: 'Taxes',
  discount: 'Discount',
  total: 'Total',
  currency: (code: string) => `All amounts in ${code}.`,
  activateTitle: 'Activate Your Account',
  activateText:
    'Check your email: we sent your order confirmation there, and a link to activate your account and follow your orders.',
  notFoundTitle: 'Order Not Found',
  notFoundText: 'Unable to load order details',
  continueShopping: 'Continue shopping',
};

/** The contact form: the dialog, the contact page and the product page's Support tab. */
export const contact = {
  dialogTitle: 'Send us a Message',
  dialogDescription: 'Questions about a bike, an order or our gear? Ask our team.',
  closeDialog: 'Close',
  pageTitle: 'Contact Us',
  pageDescription:
    'Questions about a bike, an order or our gear? Write to the Vélo Nord team: we reply within 24-48 business hours.',
  pageIntro: 'Questions about a bike, an order or our gear? Write to us with the form, or by e-mail.',
  formTitle: 'Send us a Message',
  supportIntro: 'Questions on sizing, fit, assembly or warranty for this product? Ask our team.',
  name: 'Name',
  email: 'Email',
  emailLocked: 'The e-mail address of your account.',
  phone: 'Phone',
  message: 'How can we help you?',
  send: 'Send Message',
  sending: 'Sending…',
  replyPromise: 'Our team will reply within 24-48 business hours, and a confirmation e-mail should reach you shortly.',
  successTitle: 'Message Sent Successfully!',
  successText: (email: string) =>
    `Thank you for reaching out. Our team will reply within 24-48 business hours; a confirmation e-mail is on its way to ${email}.`,
  sendAnother: 'Send Another Message',
  sendAnotherRequest: 'Send Another Request or Message',
  sentToast: 'Message sent successfully!',
  supportSentToast: 'Support request sent successfully!',
  failedToast: 'Failed to send message',
  supportFailedToast: 'Failed to send support request',
  failedAlert: 'Failed to send message. Please try again later.',
  errorTitle: 'Your message was not sent',
  tooShort: {
    name: 'Name must be at least 2 characters',
    email: 'Invalid email address',
    phone: 'Phone number must be at least 10 digits',
    message: 'Message must be at least 10 characters',
  },
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
};

/** The footer's newsletter block. */
export const newsletter = {
  nameLabel: 'Your name',
  emailLabel: 'Your email address',
  continue: 'Continue',
  back: 'Back',
  subscribe: 'Subscribe',
  subscribing: 'Subscribing…',
  nameRequired: 'Please enter your name',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  subscribedToast: 'Thank you for subscribing!',
  alreadySubscribed: 'You are already subscribed!',
  failed: 'Failed to subscribe. Please try again.',
  successTitle: 'Thanks for subscribing!',
  successText: 'Watch your inbox for our next letter.',
  subscribeAnother: 'Subscribe another email',
};

/** The bot-check, shared by the contact form and the newsletter. */
export const recaptcha = {
  notReady: 'reCAPTCHA not ready',
  verifyFailed: 'Failed to verify reCAPTCHA',
  rateLimited: 'Too many attempts. Please try again later.',
};

/** The header's account control (kept apart so the header bundles only these words). */
export const accountMenu = {
  /** Starts with the initials the avatar shows, so the name a voice command uses is the one on screen. */
  label: (email: string, initials: string) => `${initials}, account menu for ${email}`,
  myAccount: 'My Account',
  accessAccount: 'Access Account',
  logOut: 'Log out',
};

/** An e-mail link (sign-in, reset, activation) refused by the auth service: used, unknown or older than an hour. */
export const refusedLink = {
  title: 'This link is invalid or has expired',
  text: 'E-mail links work once, within an hour. Ask for a new one to continue.',
};

/**
 * The commerce platform's words as English pages show them: as the platform gives them (its words are
 * English), so the table is empty; fr.ts has the French one.
 */
export const platformWords: PlatformWords = { optionName: {}, optionValue: {}, priceName: {}, specValue: {} };

/** This catalogue's language, for the modules that format or link in it. */
export const locale: Locale = 'en-CA';

/**
 * Links built inside islands and the modules they use: a shop path in this
 * catalogue's language (`/shop` stays `/shop`; `/fr/shop` in French islands).
 * Server-rendered pages use `localePath(path, locale)`.
 */
export function href(path: string): string {
  return localePath(path, locale);
}
