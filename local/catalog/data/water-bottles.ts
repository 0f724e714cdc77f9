import type { ProductSource } from '../source-types.ts';

export const WATER_BOTTLES: ProductSource[] = [
  {
    name: 'Bidon Érable 620 ml',
    nameFr: 'Bidon Érable 620 ml',
    collection: 'bike-equipment-bike-water-bottle',
    description:
      '<p>Our classic squeeze bottle, soft enough to drink from at full speed and tough enough for a season of gravel roads.</p>' +
      '<ul><li>High-flow self-sealing valve</li><li>BPA-free, odour-resistant plastic</li><li>Dishwasher safe (top rack)</li></ul>' +
      '<p>Buy a <strong>pack of 3</strong> or <strong>6</strong> and save.</p>',
    descriptionFr:
      '<p>Notre bidon souple classique, assez souple pour boire à pleine vitesse et assez robuste pour une saison de rangs de gravelle.</p>' +
      '<ul><li>Valve autoscellante à grand débit</li><li>Plastique sans BPA qui résiste aux odeurs</li><li>Va au lave-vaisselle (panier du haut)</li></ul>' +
      '<p>Achetez-en un <strong>paquet de 3</strong> ou de <strong>6</strong> et économisez.</p>',
    prices: [
      { name: 'Single', amount: 1299 },
      { name: 'Pack of 3', amount: 3499 },
      { name: 'Pack of 6', amount: 6499 },
    ],
    options: [{ name: 'Color', values: ['Crimson Red', 'Lake Blue', 'Glacier White', 'Midnight Black'] }],
    specs: {
      capacity_ml: '620',
      material: 'BPA-free LDPE',
      valve: 'Self-sealing silicone',
      dishwasher_safe: 'Yes, top rack',
    },
    weightKg: 0.1,
  },
  {
    name: 'Fleuve Insulated Bottle',
    nameFr: 'Bidon isotherme Fleuve',
    collection: 'bike-equipment-bike-water-bottle',
    description:
      '<p>Double-wall insulation keeps drinks cool twice as long as a standard bottle, on the hottest July rides along the river.</p>' +
      '<ul><li>Double wall with reflective layer</li><li>Leak-proof twist valve</li><li>Fits all standard cages</li></ul>',
    descriptionFr:
      '<p>Sa double paroi isolée garde les boissons fraîches deux fois plus longtemps qu’un bidon ordinaire, lors des sorties les plus chaudes de juillet le long du fleuve.</p>' +
      '<ul><li>Double paroi avec couche réfléchissante</li><li>Valve à torsion étanche</li><li>Entre dans tous les porte-bidons standards</li></ul>',
    prices: [{ name: null, amount: 2900 }],
    options: [
      { name: 'Color', values: ['Aurora Teal', 'Slate Grey', 'Sunset Orange'] },
      { name: 'Capacity', values: ['620 ml', '750 ml'] },
    ],
    specs: {
      capacity_ml: '620 or 750',
      material: 'BPA-free polypropylene, double wall',
      insulated: 'Yes, about 2 hours',
      valve: 'Twist-lock',
      dishwasher_safe: 'Yes, top rack',
    },
    weightKg: 0.2,
    detailImage: true,
  },
  {
    name: 'Glacier Steel Bottle',
    nameFr: 'Bouteille d’acier Glacier',
    collection: 'bike-equipment-bike-water-bottle',
    description:
      '<p>A vacuum-insulated stainless steel bottle shaped to fit a bike cage. Keeps coffee hot on winter rides and water cold in summer.</p>' +
      '<ul><li>Vacuum-insulated 18/8 stainless steel</li><li>Hot for 8 hours, cold for 16</li></ul>' +
      '<p>Not a squeeze bottle: the flip-top lid opens with one thumb.</p>',
    descriptionFr:
      '<p>Une bouteille en acier inoxydable isolée sous vide, formée pour entrer dans un porte-bidon. Elle garde le café chaud l’hiver et l’eau froide l’été.</p>' +
      '<ul><li>Acier inoxydable 18/8 isolé sous vide</li><li>Chaud pendant 8 heures, froid pendant 16</li></ul>' +
      '<p>Ce n’est pas un bidon souple\u00a0: le couvercle à rabat s’ouvre d’un seul pouce.</p>',
    prices: [{ name: null, amount: 4400 }],
    options: [],
    finish: 'Brushed Steel',
    specs: {
      capacity_ml: '600',
      material: '18/8 stainless steel',
      insulated: 'Vacuum, 8 h hot / 16 h cold',
      dishwasher_safe: 'No, hand wash',
    },
    weightKg: 0.4,
    detailImage: true,
  },
  {
    name: 'Source Clear Bidon 550 ml',
    nameFr: 'Bidon transparent Source 550 ml',
    collection: 'bike-equipment-bike-water-bottle',
    description:
      '<p>A simple, clear bottle that makes it easy to see how much you have left. Light and inexpensive.</p>' +
      '<ul><li>Clear BPA-free body with volume marks</li><li>Push-pull valve</li></ul>',
    descriptionFr:
      '<p>Un bidon simple et transparent qui permet de voir facilement ce qu’il vous reste. Léger et économique.</p>' +
      '<ul><li>Corps transparent sans BPA avec graduations</li><li>Valve à tirer-pousser</li></ul>',
    prices: [{ name: null, amount: 1200 }],
    options: [],
    finish: 'Smoke Clear',
    specs: {
      capacity_ml: '550',
      material: 'BPA-free LDPE',
      valve: 'Push-pull',
      dishwasher_safe: 'Yes, top rack',
    },
    weightKg: 0.1,
    // Low stock: 3 left (local/README.md).
    stock: { units: 3 },
  },
  {
    name: 'Brise Squeeze 750 ml',
    nameFr: 'Bidon souple Brise 750 ml',
    collection: 'bike-equipment-bike-water-bottle',
    description:
      '<p>The big version of our everyday bottle for long days between refills. Extra-soft walls, so you do not have to fight it for a drink.</p>' +
      '<ul><li>750 ml capacity</li><li>Extra-soft body</li><li>Lockable valve for bags</li></ul>',
    descriptionFr:
      '<p>La grande version de notre bidon de tous les jours, pour les longues journées entre deux remplissages. Parois extra-souples\u00a0: pas besoin de se battre pour boire.</p>' +
      '<ul><li>Capacité de 750 ml</li><li>Corps extra-souple</li><li>Valve verrouillable pour les sacs</li></ul>',
    prices: [
      { name: 'Single', amount: 1599 },
      { name: 'Pack of 3', amount: 4299 },
    ],
    options: [{ name: 'Color', values: ['Sulphur Yellow', 'Forest Green', 'Glacier White'] }],
    specs: {
      capacity_ml: '750',
      material: 'BPA-free LDPE',
      valve: 'Lockable self-sealing',
      dishwasher_safe: 'Yes, top rack',
    },
    weightKg: 0.1,
  },
  {
    name: 'Duo Bidon Pack 2 × 620 ml',
    nameFr: 'Duo de bidons 2 × 620 ml',
    collection: 'bike-equipment-bike-water-bottle',
    description:
      '<p>Two of our classic bottles in a matching team colour, for bikes with two cages.</p>' +
      '<ul><li>Two 620 ml squeeze bottles</li><li>Self-sealing valves</li><li>BPA-free</li></ul>',
    descriptionFr:
      '<p>Deux de nos bidons classiques aux couleurs assorties, pour les vélos à deux porte-bidons.</p>' +
      '<ul><li>Deux bidons souples de 620 ml</li><li>Valves autoscellantes</li><li>Sans BPA</li></ul>',
    prices: [{ name: null, amount: 2299 }],
    options: [],
    finish: 'Crimson Red',
    specs: {
      capacity_ml: '2 x 620',
      material: 'BPA-free LDPE',
      valve: 'Self-sealing silicone',
      dishwasher_safe: 'Yes, top rack',
    },
    weightKg: 0.2,
  },
  {
    name: 'Ravito Insulated Podium',
    nameFr: 'Ravito Podium isotherme',
    collection: 'bike-equipment-bike-water-bottle',
    description:
      '<p>A lightweight insulated bottle made for racing. Named after the ravitaillement, the feed zone where bottles are handed up.</p>' +
      '<ul><li>Thin insulation layer, still squeezable</li><li>High-flow valve</li><li>Grippy textured waist</li></ul>',
    descriptionFr:
      '<p>Un bidon isotherme léger conçu pour la course. Son nom vient du ravitaillement, la zone où l’on tend les bidons aux coureurs.</p>' +
      '<ul><li>Mince couche isolante, toujours souple</li><li>Valve à grand débit</li><li>Taille texturée antidérapante</li></ul>',
    prices: [{ name: null, amount: 3499 }],
    options: [
      { name: 'Color', values: ['Midnight Black', 'Glacier White'] },
      { name: 'Capacity', values: ['620 ml', '750 ml'] },
    ],
    specs: {
      capacity_ml: '620 or 750',
      material: 'BPA-free LDPE, insulated',
      insulated: 'Yes, about 1.5 hours',
      valve: 'High-flow self-sealing',
    },
    weightKg: 0.2,
  },
];
