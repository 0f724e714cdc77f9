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
    nameFr: 'Vélos',
    description:
      'Mountain, road and electric road bikes designed for Quebec’s trails and back roads. Every bike ships professionally tuned and ready to ride.',
    descriptionFr:
      'Vélos de montagne, de route et de route électriques conçus pour les sentiers et les rangs du Québec. Chaque vélo est livré mis au point par des pros et prêt à rouler.',
    position: 1,
  },
  {
    slug: 'bike-road-bike',
    name: 'Road Bikes',
    nameFr: 'Vélos de route',
    description:
      'Light, fast and comfortable road bikes for long days on the Route Verte or a Sunday group ride. Endurance, aero and climbing geometries.',
    descriptionFr:
      'Des vélos de route légers, rapides et confortables pour les longues journées sur la Route verte ou la sortie de groupe du dimanche. Géométries endurance, aéro et grimpeur.',
    parent: 'bike',
    position: 1,
    related: ['bike-equipment-shoes', 'bike-equipment-helmet'],
    imageKind: 'road-bike',
    skuCode: 'RD',
  },
  {
    slug: 'bike-mountain-bike',
    name: 'Mountain Bikes',
    nameFr: 'Vélos de montagne',
    description:
      'Trail, cross-country and gravity mountain bikes built to handle roots, rocks and Canadian Shield granite. Hardtails and full suspension.',
    descriptionFr:
      'Des vélos de montagne de sentier, de cross-country et de descente, bâtis pour les racines, les roches et le granit du Bouclier canadien. Semi-rigides et double suspension.',
    parent: 'bike',
    position: 2,
    related: ['bike-equipment-helmet', 'bike-equipment-gloves'],
    imageKind: 'mountain-bike',
    skuCode: 'MTB',
  },
  {
    slug: 'bike-electric-road-bike',
    name: 'Electric Road Bikes',
    nameFr: 'Vélos de route électriques',
    description:
      'Road bikes with a quiet hub motor and an integrated battery, so the big climbs and the long headwinds feel like the flats.',
    descriptionFr:
      'Des vélos de route avec un moteur-moyeu discret et une batterie intégrée, pour que les grosses montées et les longs vents de face se roulent comme du plat.',
    parent: 'bike',
    position: 3,
    related: ['bike-equipment-helmet', 'bike-equipment-bike-water-bottle'],
    imageKind: 'electric-road-bike',
    skuCode: 'ERD',
  },
  {
    slug: 'bike-equipment',
    name: 'Bike Equipment',
    nameFr: 'Équipement vélo',
    description:
      'Helmets, gloves, shoes and bottles chosen for the way we ride here: four seasons, long distances and plenty of mud.',
    descriptionFr:
      'Casques, gants, chaussures et bidons choisis pour notre façon de rouler ici\u00a0: quatre saisons, de longues distances et beaucoup de boue.',
    position: 2,
  },
  {
    slug: 'bike-equipment-helmet',
    name: 'Helmets',
    nameFr: 'Casques',
    description:
      'Certified road, trail and commuter helmets, many with MIPS rotational protection. Light, well ventilated and adjustable.',
    descriptionFr:
      'Casques certifiés pour la route, le sentier et la ville, plusieurs avec la protection contre la rotation MIPS. Légers, bien ventilés et ajustables.',
    parent: 'bike-equipment',
    position: 1,
    related: ['bike-equipment-gloves', 'bike-mountain-bike'],
    imageKind: 'helmet',
    skuCode: 'HLM',
  },
  {
    slug: 'bike-equipment-shoes',
    name: 'Shoes',
    nameFr: 'Chaussures',
    description:
      'Road, trail and winter cycling shoes with stiff soles for efficient pedalling. Clipless and flat-pedal models.',
    descriptionFr:
      'Chaussures de vélo de route, de sentier et d’hiver à semelle rigide pour un pédalage efficace. Modèles pour pédales automatiques et pour pédales plates.',
    parent: 'bike-equipment',
    position: 2,
    related: ['bike-road-bike', 'bike-equipment-gloves'],
    imageKind: 'shoes',
    skuCode: 'SHO',
  },
  {
    slug: 'bike-equipment-gloves',
    name: 'Gloves',
    nameFr: 'Gants',
    description:
      'Gloves for every season, from breathable summer mitts to insulated lobster gloves for January commutes.',
    descriptionFr:
      'Des gants pour toutes les saisons, des mitaines d’été respirantes aux gants trois doigts isolés pour les trajets de janvier.',
    parent: 'bike-equipment',
    position: 3,
    related: ['bike-equipment-helmet', 'bike-mountain-bike'],
    imageKind: 'gloves',
    skuCode: 'GLV',
  },
  {
    slug: 'bike-equipment-bike-water-bottle',
    name: 'Water Bottles',
    nameFr: 'Bidons',
    description: 'Squeeze bottles and insulated bidons that fit every standard cage. BPA-free and easy to clean.',
    descriptionFr:
      'Bidons souples et bidons isothermes qui entrent dans tous les porte-bidons standards. Sans BPA et faciles à nettoyer.',
    parent: 'bike-equipment',
    position: 4,
    related: ['bike-electric-road-bike', 'bike-road-bike'],
    imageKind: 'bottle',
    skuCode: 'BTL',
  },
  {
    slug: 'outdoor-gear',
    name: 'Outdoor Gear',
    nameFr: 'Plein air',
    description:
      'Gear for the nights and days between rides: shelters and packs for bikepacking and canoe-camping trips. New arrivals coming soon.',
    descriptionFr:
      'De l’équipement pour les nuits et les jours entre deux sorties\u00a0: abris et sacs pour le vélo-camping et le canot-camping. Nouveautés à venir.',
    position: 3,
  },
  {
    slug: 'outdoor-gear-tents',
    name: 'Tents',
    nameFr: 'Tentes',
    description: 'Lightweight tents for bikepacking and backcountry camping. Arriving soon.',
    descriptionFr: 'Des tentes légères pour le vélo-camping et le camping en arrière-pays. Bientôt en magasin.',
    parent: 'outdoor-gear',
    position: 1,
  },
  {
    slug: 'outdoor-gear-backpacks',
    name: 'Backpacks',
    nameFr: 'Sacs à dos',
    description: 'Day packs and hydration packs for rides and hikes. Arriving soon.',
    descriptionFr: 'Sacs de jour et sacs d’hydratation pour vos sorties à vélo et vos randonnées. Bientôt en magasin.',
    parent: 'outdoor-gear',
    position: 2,
  },
];
