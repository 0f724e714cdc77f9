/**
 * The catalogue's words in English: listings, search, product cards and the product page, and the
 * commerce platform's terms.
 */
import type { PlatformWords } from './platform-words.ts';
import { formatter } from './message-format.ts';

const fmt = formatter('en-CA');

export const common = {
  home: 'Home',
  shop: 'Shop',
  viewAll: 'View All',
  skipToContent: 'Skip to content',
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
  showSubcollections: fmt<[name: string]>('Show {0} collections'),
  featured: 'Featured',
  searchForm: 'Product search',
  searchLabel: 'Search products',
  searchPlaceholder: 'Search products',
  clearSearch: 'Clear search',
  searchTooShort: fmt<[min: number]>('Type at least {0} characters to search'),
  submitSearch: 'Search',
  sortLabel: 'Sort by',
  sorts: {
    'created_at:desc': 'Newest',
    'created_at:asc': 'Oldest',
    'name:asc': 'Name A to Z',
    'name:desc': 'Name Z to A',
  },
  products: 'Products',
  resultCount: fmt<[count: number]>('{0:number} {0|product|products}'),
  loading: 'Loading products',
  noProducts: 'No products found',
  noProductsHint: 'Try another collection or a different search, or clear the filters.',
  /** Where a search that found nothing leads on: the collections, then the featured bikes. */
  browseCollections: 'Browse a collection',
  featuredInstead: 'Featured bikes',
  pagination: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: fmt<[page: number]>('Page {0}'),
};

export const listingMeta = {
  shop: 'Bikes, helmets, shoes, gloves and bottles from Vélo Nord, with prices in Canadian dollars.',
  search: 'Search Vélo Nord bikes and bike equipment.',
};

export const searchPage = {
  title: fmt<[query: string]>('Search results for "{0}"'),
  prompt: 'Enter a search term to find products',
  documentTitle: 'Search',
};

export const product = {
  /** The product page's suggestions: other bikes and accessories on a bike's page, related collections on others'. */
  similarBikes: 'Similar bikes',
  completeYourRide: 'Complete your ride',
  toGoWith: fmt<[collection: string]>('To go with it: {0}'),
  relatedProducts: 'Related Products',
  /** A bike card's link to a comparison holding it, named with the bike for screen readers. */
  compare: 'Compare',
  compareName: fmt<[name: string]>('Compare {0}'),
  compareWithSimilar: 'Compare with similar bikes',
  noImageOf: fmt<[name: string]>('{0}: no image available'),
  /** A card's price when other choices of the product cost more: its lowest. */
  priceFrom: fmt<[price: string]>('From {0}'),
};

/** The bike comparison, /compare (server-rendered only; no island imports this group). */
export const comparePage = {
  title: 'Compare bikes',
  metaDescription: 'Vélo Nord bikes side by side: prices, specifications and geometry.',
  intro: fmt<[limit: number]>(
    'Up to {0} bikes side by side. The comparison is in this page’s address: copy it to share it.',
  ),
  emptyTitle: 'No bikes to compare yet',
  emptyText: 'Add a bike with “Compare” on its card or page, or start with one of these.',
  browseBikes: 'Browse all bikes',
  overLimit: fmt<[limit: number]>('You can compare up to {0} bikes at a time: the first {0} in the address are shown.'),
  refused: (count: number) =>
    count === 1
      ? 'One entry in the address is not a product name and was left out.'
      : `${count} entries in the address are not product names and were left out.`,
  missing: (count: number) =>
    count === 1
      ? 'One product in the address no longer exists and was left out.'
      : `${count} products in the address no longer exist and were left out.`,
  notBikes: (names: string[]) =>
    `Only bikes are compared: ${new Intl.ListFormat('en-CA').format(names)} ${names.length === 1 ? 'was' : 'were'} left out.`,
  caption: 'Bikes compared side by side',
  feature: 'Feature',
  price: 'Price',
  sizesInStock: 'Sizes in stock',
  noSizeInStock: 'None right now',
  notListed: 'Not listed',
  remove: 'Remove',
  removeName: fmt<[name: string]>('Remove {0} from the comparison'),
  addTitle: 'Add a similar bike',
  startTitle: 'Bikes to start with',
  add: 'Add',
  addName: fmt<[name: string]>('Add {0} to the comparison'),
  full: fmt<[limit: number]>('The comparison holds {0} bikes, the most it can: remove one to add another.'),
  geometry: fmt<[size: string]>('Geometry in size {0}'),
  sizeLabel: 'Size for the geometry',
  anySize: 'Choose a size',
  showSize: 'Show',
  noSuchSize: 'Not made in this size',
  errorText: 'We could not load this comparison. Please try again in a moment.',
};

export const productPage = {
  breadcrumb: 'Breadcrumb',
  collections: 'Collections',
  policyLine: fmt<[threshold: string]>('free shipping over {0}, 30-day return policy, lifetime warranty'),
  addToCart: 'Add to Cart',
  missingSelection: 'Please select all required options',
  invalidPrice: 'Invalid price selection',
  incompleteOptions: 'Please select all product options',
  /** Follows a message above, naming what is not chosen yet (options by their shown names, and the price). */
  stillToChoose: fmt<[names: string[]]>('Still to choose: {0:lower}'),
  /** Add to Cart, disabled, when the cart already holds every unit left of the chosen item. */
  allInCart: fmt<[left: number]>('{0|The last one left is in your cart|All # left are in your cart}'),
  standardPrice: 'Standard',
  choosePrice: 'Price',
  chosenValue: fmt<[value: string]>(': {0}'),
  chooseOption: fmt<[name: string]>('{0}'),
  unavailableUntil: fmt<[previous: string]>('Choose a {0:lower} first'),
  gallery: 'Product images',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  showImage: fmt<[index: number, total: number]>('Show image {0} of {1}'),
  imageOf: fmt<[index: number, total: number]>('Image {0} of {1}'),
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

export const sizeFinder = {
  findYourSize: 'Find your size',
  yourSize: fmt<[size: string]>('Your size: {0}'),
  eitherSize: fmt<[smaller: string, larger: string]>('{0} or {1}'),
  noSize: 'No size for your height',
  change: 'Change measurements',
};

export const platformWords: PlatformWords = { optionName: {}, optionValue: {}, priceName: {}, specValue: {} };
