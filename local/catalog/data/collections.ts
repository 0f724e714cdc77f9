import type { CollectionSource } from '../source-types.ts';

/**
 * The collection tree. Sibling positions are deliberately not in alphabetical
 * order of names, so a listing sorted by position is told apart from one
 * sorted by name. Outdoor Gear's children hold no products yet.
 */
export const COLLECTIONS: CollectionSource[] = [
  {
    slug: 'bike',
    name: 'Bikes',
    description:
      'Mountain, road and electric road bikes designed for Quebec’s trails and back roads. Every bike ships professionally tuned and ready to ride.',
    position: 1,
  },
  {
    slug: 'bike-road-bike',
    name: 'Road Bikes',
    description:
      'Light, fast and comfortable road bikes for long days on the Route Verte or a Sunday group ride. Endurance, aero and climbing geometries.',
    parent: 'bike',
    position: 1,
    related: ['bike-equipment-shoes', 'bike-equipment-helmet'],
    imageKind: 'road-bike',
    skuCode: 'RD',
  },
  {
    slug: 'bike-mountain-bike',
    name: 'Mountain Bikes',
    description:
      'Trail, cross-country and gravity mountain bikes built to handle roots, rocks and Canadian Shield granite. Hardtails and full suspension.',
    parent: 'bike',
    position: 2,
    related: ['bike-equipment-helmet', 'bike-equipment-gloves'],
    imageKind: 'mountain-bike',
    skuCode: 'MTB',
  },
  {
    slug: 'bike-electric-road-bike',
    name: 'Electric Road Bikes',
    description:
      'Road bikes with a quiet hub motor and an integrated battery, so the big climbs and the long headwinds feel like the flats.',
    parent: 'bike',
    position: 3,
    related: ['bike-equipment-helmet', 'bike-equipment-bike-water-bottle'],
    imageKind: 'electric-road-bike',
    skuCode: 'ERD',
  },
  {
    slug: 'bike-equipment',
    name: 'Bike Equipment',
    description:
      'Helmets, gloves, shoes and bottles chosen for the way we ride here: four seasons, long distances and plenty of mud.',
    position: 2,
  },
  {
    slug: 'bike-equipment-helmet',
    name: 'Helmets',
    description:
      'Certified road, trail and commuter helmets, many with MIPS rotational protection. Light, well ventilated and adjustable.',
    parent: 'bike-equipment',
    position: 1,
    related: ['bike-equipment-gloves', 'bike-mountain-bike'],
    imageKind: 'helmet',
    skuCode: 'HLM',
  },
  {
    slug: 'bike-equipment-shoes',
    name: 'Shoes',
    description:
      'Road, trail and winter cycling shoes with stiff soles for efficient pedalling. Clipless and flat-pedal models.',
    parent: 'bike-equipment',
    position: 2,
    related: ['bike-road-bike', 'bike-equipment-gloves'],
    imageKind: 'shoes',
    skuCode: 'SHO',
  },
  {
    slug: 'bike-equipment-gloves',
    name: 'Gloves',
    description:
      'Gloves for every season, from breathable summer mitts to insulated lobster gloves for January commutes.',
    parent: 'bike-equipment',
    position: 3,
    related: ['bike-equipment-helmet', 'bike-mountain-bike'],
    imageKind: 'gloves',
    skuCode: 'GLV',
  },
  {
    slug: 'bike-equipment-bike-water-bottle',
    name: 'Water Bottles',
    description: 'Squeeze bottles and insulated bidons that fit every standard cage. BPA-free and easy to clean.',
    parent: 'bike-equipment',
    position: 4,
    related: ['bike-electric-road-bike', 'bike-road-bike'],
    imageKind: 'bottle',
    skuCode: 'BTL',
  },
  {
    slug: 'outdoor-gear',
    name: 'Outdoor Gear',
    description:
      'Gear for the nights and days between rides: shelters and packs for bikepacking and canoe-camping trips. New arrivals coming soon.',
    position: 3,
  },
  {
    slug: 'outdoor-gear-tents',
    name: 'Tents',
    description: 'Lightweight tents for bikepacking and backcountry camping. Arriving soon.',
    parent: 'outdoor-gear',
    position: 1,
  },
  {
    slug: 'outdoor-gear-backpacks',
    name: 'Backpacks',
    description: 'Day packs and hydration packs for rides and hikes. Arriving soon.',
    parent: 'outdoor-gear',
    position: 2,
  },
];
