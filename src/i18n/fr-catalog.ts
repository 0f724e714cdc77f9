/** The catalogue's words in Quebec French (fr-CA), the twin of en-catalog.ts. */
import type * as en from './en-catalog.ts';
import { formatter } from './message-format.ts';

const fmt = formatter('fr-CA');

export const common = {
  home: 'Accueil',
  shop: 'Boutique',
  viewAll: 'Tout voir',
  skipToContent: 'Passer au contenu',
} satisfies typeof en.common;

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
  showSubcollections: fmt<[name: string]>('Afficher les collections de la catégorie {0}'),
  featured: 'En vedette',
  searchForm: 'Recherche de produits',
  searchLabel: 'Rechercher des produits',
  searchPlaceholder: 'Rechercher des produits',
  clearSearch: 'Effacer la recherche',
  searchTooShort: fmt<[min: number]>('Tapez au moins {0} caractères pour lancer la recherche'),
  submitSearch: 'Rechercher',
  sortLabel: 'Trier par',
  sorts: {
    'created_at:desc': 'Plus récents',
    'created_at:asc': 'Plus anciens',
    'name:asc': 'Nom de A à Z',
    'name:desc': 'Nom de Z à A',
  },
  products: 'Produits',
  resultCount: fmt<[count: number]>('{0:number} {0|produit|produits}'),
  loading: 'Chargement des produits',
  noProducts: 'Aucun produit trouvé',
  noProductsHint: 'Essayez une autre collection ou une autre recherche, ou effacez les filtres.',
  browseCollections: 'Parcourir une collection',
  featuredInstead: 'Vélos en vedette',
  pagination: 'Pagination',
  previous: 'Précédente',
  next: 'Suivante',
  page: fmt<[page: number]>('Page {0}'),
} satisfies typeof en.listing;

export const listingMeta = {
  shop: 'Vélos, casques, chaussures, gants et bidons Vélo Nord, avec les prix en dollars canadiens.',
  search: 'Cherchez parmi les vélos et l’équipement vélo de Vélo Nord.',
} satisfies typeof en.listingMeta;

export const searchPage = {
  title: fmt<[query: string]>('Résultats de recherche pour «\u00a0{0}\u00a0»'),
  prompt: 'Entrez un terme de recherche pour trouver des produits',
  documentTitle: 'Recherche',
} satisfies typeof en.searchPage;

export const product = {
  similarBikes: 'Vélos semblables',
  completeYourRide: 'Complétez votre équipement',
  toGoWith: fmt<[collection: string]>('Pour aller avec\u00a0: {0}'),
  relatedProducts: 'Produits connexes',
  compare: 'Comparer',
  compareName: fmt<[name: string]>('Comparer\u00a0: {0}'),
  compareWithSimilar: 'Comparer avec des vélos semblables',
  noImageOf: fmt<[name: string]>('{0}\u00a0: aucune image disponible'),
  priceFrom: fmt<[price: string]>('À partir de {0}'),
} satisfies typeof en.product;

export const comparePage = {
  title: 'Comparer des vélos',
  metaDescription: 'Les vélos Vélo Nord côte à côte\u00a0: prix, caractéristiques et géométrie.',
  intro: fmt<[limit: number]>(
    'Jusqu’à {0} vélos côte à côte. La comparaison est dans l’adresse de cette page\u00a0: copiez-la pour la partager.',
  ),
  emptyTitle: 'Aucun vélo à comparer pour l’instant',
  emptyText: 'Ajoutez un vélo avec «\u00a0Comparer\u00a0» sur sa fiche ou sa page, ou commencez par l’un de ceux-ci.',
  browseBikes: 'Voir tous les vélos',
  overLimit: fmt<[limit: number]>(
    'Vous pouvez comparer jusqu’à {0} vélos à la fois\u00a0: les {0} premiers de l’adresse sont affichés.',
  ),
  refused: (count: number) =>
    count === 1
      ? 'Une entrée de l’adresse n’est pas un nom de produit et a été écartée.'
      : `${count} entrées de l’adresse ne sont pas des noms de produits et ont été écartées.`,
  missing: (count: number) =>
    count === 1
      ? 'Un produit de l’adresse n’existe plus et a été écarté.'
      : `${count} produits de l’adresse n’existent plus et ont été écartés.`,
  notBikes: (names: string[]) =>
    `Seuls les vélos se comparent\u00a0: ${new Intl.ListFormat('fr-CA').format(names)} ${names.length === 1 ? 'a été écarté' : 'ont été écartés'}.`,
  caption: 'Vélos comparés côte à côte',
  feature: 'Caractéristique',
  price: 'Prix',
  sizesInStock: 'Tailles en stock',
  noSizeInStock: 'Aucune pour l’instant',
  notListed: 'Non précisé',
  remove: 'Retirer',
  removeName: fmt<[name: string]>('Retirer {0} de la comparaison'),
  addTitle: 'Ajouter un vélo semblable',
  startTitle: 'Des vélos pour commencer',
  add: 'Ajouter',
  addName: fmt<[name: string]>('Ajouter {0} à la comparaison'),
  full: fmt<[limit: number]>(
    'La comparaison contient {0} vélos, le maximum\u00a0: retirez-en un pour en ajouter un autre.',
  ),
  geometry: fmt<[size: string]>('Géométrie en taille {0}'),
  sizeLabel: 'Taille pour la géométrie',
  anySize: 'Choisir une taille',
  showSize: 'Afficher',
  noSuchSize: 'Pas offert dans cette taille',
  errorText: 'Nous n’avons pas pu charger cette comparaison. Veuillez réessayer dans un instant.',
} satisfies typeof en.comparePage;

export const productPage = {
  breadcrumb: 'Fil d’Ariane',
  collections: 'Collections',
  policyLine: fmt<[threshold: string]>('livraison gratuite dès {0}, retours acceptés pendant 30 jours, garantie à vie'),
  addToCart: 'Ajouter au panier',
  missingSelection: 'Veuillez choisir toutes les options requises',
  invalidPrice: 'Le prix choisi n’est pas valide',
  incompleteOptions: 'Veuillez choisir toutes les options du produit',
  stillToChoose: fmt<[names: string[]]>('À choisir\u00a0: {0:lower}'),
  allInCart: fmt<[left: number]>(
    '{0|Le dernier en stock est dans votre panier|Les # derniers en stock sont dans votre panier}',
  ),
  standardPrice: 'Standard',
  choosePrice: 'Prix',
  chosenValue: fmt<[value: string]>('\u00a0: {0}'),
  chooseOption: fmt<[name: string]>('{0}'),
  unavailableUntil: fmt<[previous: string]>('Choisissez d’abord l’option «\u00a0{0:lower}\u00a0»'),
  gallery: 'Images du produit',
  previousImage: 'Image précédente',
  nextImage: 'Image suivante',
  showImage: fmt<[index: number, total: number]>('Afficher l’image {0} sur {1}'),
  imageOf: fmt<[index: number, total: number]>('Image {0} sur {1}'),
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
  yourSize: fmt<[size: string]>('Votre taille\u00a0: {0}'),
  eitherSize: fmt<[smaller: string, larger: string]>('{0} ou {1}'),
  noSize: 'Aucune taille pour votre grandeur',
  change: 'Modifier vos mesures',
} satisfies typeof en.sizeFinder;

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
