import type { OptionSource, ProductSource } from '../source-types.ts';

const SIZES: OptionSource = { name: 'Size', values: ['S', 'M', 'L'] };

export const HELMETS: ProductSource[] = [
  {
    name: 'Aéro Boréal MIPS',
    nameFr: 'Aéro Boréal MIPS',
    collection: 'bike-equipment-helmet',
    description:
      '<p>A fast, well-ventilated road helmet with <strong>MIPS</strong> rotational protection. Deep internal channels pull air across your head, so it stays cool on long summer climbs.</p>' +
      '<ul><li>MIPS Air low-friction liner</li><li>360° dial fit system</li><li>Eyewear docking ports</li></ul>',
    descriptionFr:
      '<p>Un casque de route rapide et bien ventilé, avec la protection contre la rotation <strong>MIPS</strong>. De profonds canaux internes font circuler l’air sur votre tête pour la garder au frais dans les longues montées d’été.</p>' +
      '<ul><li>Doublure à faible friction MIPS Air</li><li>Système d’ajustement à molette sur 360°</li><li>Encoches pour ranger les lunettes</li></ul>',
    prices: [{ name: null, amount: 28900 }],
    options: [SIZES, { name: 'Color', values: ['Glacier White', 'Midnight Black', 'Crimson Red'] }],
    specs: {
      certification: 'CPSC, CE EN 1078',
      weight_grams: '265',
      vents: '18',
      mips: 'Yes',
      fit_system: '360° dial',
    },
    weightKg: 0.6,
    detailImage: true,
  },
  {
    name: 'Vallée Trail MIPS',
    nameFr: 'Vallée Sentier MIPS',
    collection: 'bike-equipment-helmet',
    description:
      '<p>Extended coverage at the back and sides for trail riding, with <strong>MIPS</strong> protection and a comfortable, sweat-wicking liner.</p>' +
      '<ul><li>Lower rear coverage</li><li>Magnetic buckle you can close with gloves on</li><li>Washable antimicrobial pads</li></ul>',
    descriptionFr:
      '<p>Une couverture prolongée à l’arrière et sur les côtés pour le vélo de sentier, avec la protection <strong>MIPS</strong> et une doublure confortable qui évacue la sueur.</p>' +
      '<ul><li>Couverture arrière plus basse</li><li>Boucle magnétique qui se ferme avec des gants</li><li>Coussinets antimicrobiens lavables</li></ul>',
    prices: [{ name: null, amount: 17900 }],
    options: [SIZES, { name: 'Color', values: ['Forest Green', 'Slate Grey'] }],
    specs: {
      certification: 'CPSC, CE EN 1078',
      weight_grams: '340',
      vents: '14',
      mips: 'Yes',
      fit_system: 'Dial with 3 height positions',
    },
    weightKg: 0.7,
  },
  {
    name: 'Cirrus Road',
    nameFr: 'Cirrus Route',
    collection: 'bike-equipment-helmet',
    description:
      '<p>Light and simple, the <strong>Cirrus Road</strong> offers everything you need for club rides at a friendly price.</p>' +
      '<ul><li>In-mould polycarbonate shell</li><li>Dial fit system</li></ul>' +
      '<p>A reflective rear decal helps you stay visible at dusk.</p>',
    descriptionFr:
      '<p>Léger et simple, le <strong>Cirrus Route</strong> offre tout ce qu’il faut pour les sorties de club, à prix doux.</p>' +
      '<ul><li>Coque en polycarbonate moulée</li><li>Système d’ajustement à molette</li></ul>' +
      '<p>Un autocollant réfléchissant à l’arrière vous aide à rester visible à la brunante.</p>',
    prices: [{ name: null, amount: 12900 }],
    options: [SIZES, { name: 'Color', values: ['Lake Blue', 'Glacier White'] }],
    specs: {
      certification: 'CPSC, CE EN 1078',
      weight_grams: '250',
      vents: '20',
      mips: 'No',
    },
    weightKg: 0.5,
    variantImages: false,
  },
  {
    name: 'Nordet Aero',
    nameFr: 'Nordet Aéro',
    collection: 'bike-equipment-helmet',
    description:
      '<p>The <strong>Nordet</strong> is our fastest helmet, shaped in the wind tunnel for time trials and breakaways, with enough airflow for road racing in July.</p>' +
      '<ul><li>Aero shell with adjustable front port</li><li>MIPS Spherical protection</li><li>Magnetic eyewear holder</li></ul>' +
      '<p>Comes with a padded travel bag.</p>',
    descriptionFr:
      '<p>Le <strong>Nordet</strong> est notre casque le plus rapide, profilé en soufflerie pour les contre-la-montre et les échappées, avec assez de ventilation pour les courses sur route en juillet.</p>' +
      '<ul><li>Coque aéro avec prise d’air avant réglable</li><li>Protection MIPS Spherical</li><li>Support magnétique pour lunettes</li></ul>' +
      '<p>Livré avec un sac de transport rembourré.</p>',
    prices: [{ name: null, amount: 37900 }],
    options: [SIZES, { name: 'Color', values: ['Midnight Black', 'Sulphur Yellow'] }],
    specs: {
      certification: 'CPSC, CE EN 1078',
      weight_grams: '290',
      vents: '9',
      mips: 'Yes',
      fit_system: '360° dial',
    },
    weightKg: 0.9,
    detailImage: true,
  },
  {
    name: 'Ruelle Commuter',
    nameFr: 'Ruelle Urbain',
    collection: 'bike-equipment-helmet',
    description:
      '<p>A clean-looking helmet for everyday city riding through Montréal’s alleys and bike paths. Integrated rear light included.</p>' +
      '<ul><li>USB-C rechargeable rear light</li><li>Reflective details all around</li><li>Durable hard-shell finish</li></ul>',
    descriptionFr:
      '<p>Un casque épuré pour rouler tous les jours dans les ruelles et sur les pistes cyclables de Montréal. Feu arrière intégré inclus.</p>' +
      '<ul><li>Feu arrière rechargeable par USB-C</li><li>Détails réfléchissants tout autour</li><li>Coque rigide durable</li></ul>',
    prices: [{ name: null, amount: 9500 }],
    options: [SIZES, { name: 'Color', values: ['Sand Beige', 'Midnight Black', 'Aurora Teal'] }],
    specs: {
      certification: 'CPSC, CE EN 1078',
      weight_grams: '380',
      vents: '8',
      mips: 'No',
      integrated_light: 'Rear, USB-C',
    },
    weightKg: 0.7,
  },
  {
    name: 'Sommet Pro MIPS',
    nameFr: 'Sommet Pro MIPS',
    collection: 'bike-equipment-helmet',
    description:
      '<p>A race-proven road helmet with <strong>MIPS</strong> and a very low profile. A favourite among our staff for fast group rides.</p>' +
      '<ul><li>Reinforced in-mould shell</li><li>Adjustable occipital cradle</li><li>Replacement pads included</li></ul>',
    descriptionFr:
      '<p>Un casque de route éprouvé en course, avec <strong>MIPS</strong> et un profil très bas. Un favori de notre équipe pour les sorties de groupe rapides.</p>' +
      '<ul><li>Coque moulée renforcée</li><li>Berceau occipital réglable</li><li>Coussinets de rechange inclus</li></ul>',
    prices: [{ name: null, amount: 24900 }],
    options: [SIZES, { name: 'Color', values: ['Crimson Red', 'Glacier White'] }],
    specs: {
      certification: 'CPSC, CE EN 1078',
      weight_grams: '255',
      vents: '17',
      mips: 'Yes',
      fit_system: 'Dial with 4 height positions',
    },
    weightKg: 0.6,
  },
  {
    name: 'Brume Lite',
    nameFr: 'Brume Léger',
    collection: 'bike-equipment-helmet',
    description:
      '<p>At 220 g, the <strong>Brume Lite</strong> is barely there. Ideal for hot days and long climbs.</p>' +
      '<ul><li>Ultra-light single-density foam</li><li>Thin webbing straps that dry fast</li><li>Bug net behind the front vents</li></ul>',
    descriptionFr:
      '<p>À 220 g, le <strong>Brume Léger</strong> se fait oublier. Idéal pour les journées chaudes et les longues montées.</p>' +
      '<ul><li>Mousse ultralégère à densité unique</li><li>Sangles minces qui sèchent vite</li><li>Moustiquaire derrière les prises d’air avant</li></ul>',
    prices: [{ name: null, amount: 15900 }],
    options: [SIZES, { name: 'Color', values: ['Glacier White', 'Plum Purple'] }],
    specs: {
      certification: 'CPSC, CE EN 1078',
      weight_grams: '220',
      vents: '22',
      mips: 'No',
      fit_system: 'Dial',
    },
    weightKg: 0.5,
    detailImage: true,
  },
  {
    name: 'Grand-Duc Enduro',
    nameFr: 'Grand-Duc Enduro',
    collection: 'bike-equipment-helmet',
    description:
      '<p>A deep, protective helmet for enduro and bike-park days, named after the great horned owl of our forests. Extra coverage with surprising ventilation.</p>' +
      '<ul><li>Dual-density EPS liner</li><li>Goggle strap retention at the back</li><li>MIPS Evolve protection</li></ul>',
    descriptionFr:
      '<p>Un casque enveloppant et protecteur pour l’enduro et les journées au parc de vélo, nommé d’après le grand-duc d’Amérique de nos forêts. Une couverture accrue et une ventilation étonnante.</p>' +
      '<ul><li>Doublure en PSE à double densité</li><li>Attache de lunettes de protection à l’arrière</li><li>Protection MIPS Evolve</li></ul>',
    prices: [{ name: null, amount: 21900 }],
    options: [SIZES, { name: 'Color', values: ['Midnight Black', 'Sunset Orange'] }],
    specs: {
      certification: 'CPSC, CE EN 1078, ASTM F1952',
      weight_grams: '395',
      vents: '13',
      mips: 'Yes',
      fit_system: 'Dial with 3 height positions',
    },
    weightKg: 0.8,
  },
];
