import type { OptionSource, ProductSource } from '../source-types.ts';

const SIZES: OptionSource = { name: 'Size', values: ['S', 'M', 'L', 'XL'] };

export const GLOVES: ProductSource[] = [
  {
    name: 'Frontenac Full-Finger Trail',
    nameFr: 'Frontenac sentier à doigts longs',
    collection: 'bike-equipment-gloves',
    description:
      '<p>A thin, grippy full-finger glove for mountain biking. The <strong>Frontenac</strong> gives you a direct feel of the bar with just enough protection for the odd crash.</p>' +
      '<ul><li>Single-layer synthetic palm</li><li>Silicone grip on the index and middle fingers</li><li>Touchscreen-compatible fingertips</li></ul>',
    descriptionFr:
      '<p>Un gant de vélo de montagne à doigts longs, mince et adhérent. Le <strong>Frontenac</strong> vous donne une sensation directe du guidon, avec juste assez de protection pour la chute occasionnelle.</p>' +
      '<ul><li>Paume synthétique à couche unique</li><li>Silicone antidérapant sur l’index et le majeur</li><li>Bouts des doigts compatibles avec les écrans tactiles</li></ul>',
    prices: [{ name: null, amount: 4900 }],
    options: [SIZES, { name: 'Color', values: ['Forest Green', 'Midnight Black', 'Sunset Orange'] }],
    specs: {
      finger_length: 'Full finger',
      palm: 'Synthetic suede, no padding',
      closure: 'Slip-on cuff',
      touchscreen: 'Yes',
      season: 'Spring to autumn',
    },
    weightKg: 0.1,
    detailImage: true,
  },
  {
    name: 'Janvier Lobster Winter Glove',
    nameFr: 'Gant d’hiver trois doigts Janvier',
    collection: 'bike-equipment-gloves',
    description:
      '<p>For the coldest commutes of January. Three-finger lobster design keeps fingers together for warmth while leaving you free to brake and shift.</p>' +
      '<ul><li>Windproof, waterproof shell</li><li>Removable fleece liner</li><li>Long gauntlet cuff with drawcord</li></ul>' +
      '<p>Rated comfortable down to <strong>-25 °C</strong>.</p>',
    descriptionFr:
      '<p>Pour les trajets les plus froids de janvier. Sa forme à trois doigts garde les doigts ensemble pour la chaleur tout en vous laissant libre de freiner et de changer de vitesse.</p>' +
      '<ul><li>Coque coupe-vent et imperméable</li><li>Doublure en molleton amovible</li><li>Longue manchette avec cordon de serrage</li></ul>' +
      '<p>Confortable jusqu’à <strong>-25 °C</strong>.</p>',
    prices: [{ name: null, amount: 10900 }],
    options: [SIZES, { name: 'Color', values: ['Midnight Black', 'Crimson Red'] }],
    specs: {
      finger_length: 'Lobster (three-finger)',
      palm: 'Synthetic leather with gel inserts',
      closure: 'Gauntlet with drawcord',
      insulation: 'PrimaLoft 170 g',
      temperature_rating: '-25 °C',
    },
    weightKg: 0.3,
  },
  {
    name: 'Échappée Short-Finger Road',
    nameFr: 'Échappée route à doigts courts',
    collection: 'bike-equipment-gloves',
    description:
      '<p>Classic fingerless road mitts with light gel padding where your hand meets the hoods. Pull tabs make them easy to take off after a sweaty ride.</p>' +
      '<ul><li>Gel pads at the ulnar nerve</li><li>Terry-cloth thumb for wiping sweat</li><li>Finger pull tabs</li></ul>',
    descriptionFr:
      '<p>Des mitaines de route classiques avec un léger rembourrage en gel là où la main s’appuie sur les cocottes. Des tirettes permettent de les retirer facilement après une sortie en sueur.</p>' +
      '<ul><li>Coussinets en gel au niveau du nerf cubital</li><li>Pouce en tissu éponge pour essuyer la sueur</li><li>Tirettes aux doigts</li></ul>',
    prices: [{ name: null, amount: 3900 }],
    options: [SIZES, { name: 'Color', values: ['Lake Blue', 'Glacier White'] }],
    specs: {
      finger_length: 'Short finger',
      palm: 'Synthetic leather with gel pads',
      closure: 'Hook-and-loop strap',
      touchscreen: 'No',
    },
    weightKg: 0.1,
    variantImages: false,
  },
  {
    name: 'Gel Endurance Road',
    nameFr: 'Gel Endurance route',
    collection: 'bike-equipment-gloves',
    description:
      '<p>Long-finger road gloves with thicker gel padding for rough pavement and long gravel days.</p>' +
      '<ul><li>Multi-zone gel padding</li><li>Breathable mesh back</li><li>Reflective logo for low light</li></ul>',
    descriptionFr:
      '<p>Des gants de route à doigts longs avec un rembourrage en gel plus épais pour la chaussée abîmée et les longues journées de gravelle.</p>' +
      '<ul><li>Rembourrage en gel multizone</li><li>Dos en filet respirant</li><li>Logo réfléchissant pour la faible lumière</li></ul>',
    prices: [{ name: null, amount: 4500 }],
    options: [SIZES, { name: 'Color', values: ['Slate Grey', 'Sulphur Yellow'] }],
    specs: {
      finger_length: 'Full finger',
      palm: 'Synthetic leather with gel pads',
      closure: 'Hook-and-loop strap',
      touchscreen: 'Yes',
    },
    weightKg: 0.1,
  },
  {
    name: 'Portage Gravel Glove',
    nameFr: 'Gant de gravelle Portage',
    collection: 'bike-equipment-gloves',
    description:
      '<p>Durable gloves for long gravel and bikepacking days, with reinforcement where packs and bars wear gloves out fastest.</p>' +
      '<ul><li>Reinforced thumb crotch</li><li>Light foam padding</li><li>Soft microfibre nose wipe</li></ul>' +
      '<p>Pre-washed for a soft feel from the first ride.</p>',
    descriptionFr:
      '<p>Des gants résistants pour les longues journées de gravelle et de vélo-camping, renforcés là où les sacs et le guidon les usent le plus vite.</p>' +
      '<ul><li>Entre-pouce renforcé</li><li>Léger rembourrage en mousse</li><li>Essuie-nez doux en microfibre</li></ul>' +
      '<p>Prélavés pour être doux dès la première sortie.</p>',
    prices: [{ name: null, amount: 5500 }],
    options: [SIZES, { name: 'Color', values: ['Sand Beige', 'Forest Green'] }],
    specs: {
      finger_length: 'Full finger',
      palm: 'Clarino synthetic leather with foam',
      closure: 'Hook-and-loop strap',
      touchscreen: 'Yes',
      season: 'All year except deep winter',
    },
    weightKg: 0.1,
    detailImage: true,
  },
  {
    name: 'Tempête Waterproof',
    nameFr: 'Tempête imperméable',
    collection: 'bike-equipment-gloves',
    description:
      '<p>Rain on the way to work? The <strong>Tempête</strong> keeps hands dry and warm in cold autumn downpours, with a waterproof membrane and taped seams.</p>' +
      '<ul><li>Waterproof, breathable membrane</li><li>Light insulation for 0-10 °C</li><li>Long cuff that goes over your jacket sleeve</li></ul>',
    descriptionFr:
      '<p>De la pluie sur le chemin du travail? Le <strong>Tempête</strong> garde les mains au sec et au chaud sous les averses froides d’automne, grâce à une membrane imperméable et à des coutures scellées.</p>' +
      '<ul><li>Membrane imperméable et respirante</li><li>Isolation légère pour 0 à 10 °C</li><li>Longue manchette qui passe par-dessus la manche du manteau</li></ul>',
    prices: [{ name: null, amount: 7900 }],
    options: [SIZES, { name: 'Color', values: ['Midnight Black', 'Lake Blue'] }],
    specs: {
      finger_length: 'Full finger',
      palm: 'Silicone-printed synthetic',
      closure: 'Long cuff with strap',
      temperature_rating: '0 °C',
      waterproof: 'Yes, taped seams',
    },
    weightKg: 0.2,
  },
  {
    name: 'Lite Summer Mesh',
    nameFr: 'Filet d’été léger',
    collection: 'bike-equipment-gloves',
    description:
      '<p>A minimalist fingerless glove for the hottest days. Airy mesh back, thin palm, nothing more.</p>' +
      '<ul><li>Open mesh back</li><li>Seamless thin palm</li><li>Machine washable</li></ul>',
    descriptionFr:
      '<p>Une mitaine minimaliste pour les journées les plus chaudes. Dos en filet aéré, paume mince, rien de plus.</p>' +
      '<ul><li>Dos en filet ouvert</li><li>Paume mince sans coutures</li><li>Lavable à la machine</li></ul>',
    prices: [{ name: null, amount: 3200 }],
    options: [SIZES, { name: 'Color', values: ['Glacier White', 'Aurora Teal'] }],
    specs: {
      finger_length: 'Short finger',
      palm: 'Thin synthetic, no padding',
      closure: 'Slip-on',
      touchscreen: 'No',
    },
    weightKg: 0.1,
    // Sold out in every size and colour (local/README.md).
    stock: { units: 0 },
  },
];
