import type { OptionSource, ProductSource } from '../source-types.ts';

const SIZES: OptionSource = { name: 'Size', values: ['S', 'M', 'L', 'XL'] };
/** The larger battery is an upgrade with its own price on the variant. */
const BATTERY: OptionSource = { name: 'Battery', values: ['500 Wh', '750 Wh'] };

export const ELECTRIC_ROAD_BIKES: ProductSource[] = [
  {
    name: 'Boréal E-Road 500',
    nameFr: 'Boréal E-Road 500',
    collection: 'bike-electric-road-bike',
    featured: true,
    description:
      '<p>The <strong>Boréal E-Road</strong> looks and rides like a road bike, with a quiet rear hub motor that adds up to 250 W when you want it. Riders often forget it is electric until the first hill.</p>' +
      '<ul><li>Rear hub motor, 40 Nm, near-silent</li><li>Battery hidden in the down tube</li><li>Up to 120 km of assisted range</li></ul>' +
      '<p>Choose the <strong>750 Wh</strong> battery for longer days and colder weather.</p>',
    descriptionFr:
      '<p>Le <strong>Boréal E-Road</strong> a l’allure et la conduite d’un vélo de route, avec un moteur-moyeu arrière discret qui ajoute jusqu’à 250 W quand vous le voulez. Bien des cyclistes oublient qu’il est électrique jusqu’à la première côte.</p>' +
      '<ul><li>Moteur-moyeu arrière de 40 Nm, presque silencieux</li><li>Batterie cachée dans le tube diagonal</li><li>Jusqu’à 120 km d’autonomie avec assistance</li></ul>' +
      '<p>Choisissez la batterie de <strong>750 Wh</strong> pour les longues journées et le temps froid.</p>',
    prices: [{ name: null, amount: 549900 }],
    options: [SIZES, { name: 'Color', values: ['Lake Blue', 'Glacier White'] }, BATTERY],
    upcharges: { '750 Wh': 60000 },
    specs: {
      motor: 'Rear hub, 250 W, 40 Nm',
      battery: '500 Wh integrated, removable',
      range_km: '120',
      frame_material: '6061 aluminium',
      drivetrain: 'Shimano 105 2x11',
      brakes: 'Shimano hydraulic disc',
      weight_kg: '13.8',
    },
    weightKg: 20,
    detailImage: true,
  },
  {
    name: 'Boréal E-Road Carbon',
    nameFr: 'Boréal E-Road Carbone',
    collection: 'bike-electric-road-bike',
    featured: true,
    description:
      '<p>Everything we love about the Boréal, in a full carbon frame that weighs less than many non-assisted aluminium bikes. Assistance fades smoothly above 32 km/h, so group rides feel natural.</p>' +
      '<ul><li>Full carbon frame and fork</li><li>Shimano Ultegra Di2 2x12</li><li>Companion app for assistance tuning</li></ul>',
    descriptionFr:
      '<p>Tout ce qu’on aime du Boréal, dans un cadre tout carbone plus léger que bien des vélos en aluminium sans assistance. L’assistance s’estompe en douceur au-delà de 32 km/h\u00a0: les sorties de groupe restent naturelles.</p>' +
      '<ul><li>Cadre et fourche tout carbone</li><li>Shimano Ultegra Di2 2x12</li><li>Application compagnon pour régler l’assistance</li></ul>',
    prices: [{ name: null, amount: 899900 }],
    options: [SIZES, { name: 'Color', values: ['Midnight Black', 'Crimson Red'] }, BATTERY],
    upcharges: { '750 Wh': 70000 },
    specs: {
      motor: 'Rear hub, 250 W, 45 Nm',
      battery: '500 Wh integrated',
      range_km: '130',
      frame_material: 'Carbon fibre',
      drivetrain: 'Shimano Ultegra Di2 2x12',
      brakes: 'Shimano hydraulic disc',
      weight_kg: '12.1',
    },
    weightKg: 18,
  },
  {
    name: 'Outaouais E-Endurance',
    nameFr: 'Outaouais E-Endurance',
    collection: 'bike-electric-road-bike',
    description:
      '<p>An upright, comfortable electric road bike for fitness riders and commuters crossing between Gatineau and Ottawa. Fenders and lights come pre-installed.</p>' +
      '<ul><li>Integrated front and rear lights</li><li>Full-length aluminium fenders</li><li>Handlebar display with range estimate</li></ul>',
    descriptionFr:
      '<p>Un vélo de route électrique confortable, à la position redressée, pour les cyclistes qui s’entraînent et ceux qui font la navette entre Gatineau et Ottawa. Garde-boue et phares sont déjà installés.</p>' +
      '<ul><li>Phares avant et arrière intégrés</li><li>Garde-boue pleine longueur en aluminium</li><li>Écran au guidon avec estimation de l’autonomie</li></ul>',
    prices: [{ name: null, amount: 429900 }],
    options: [SIZES, { name: 'Color', values: ['Slate Grey', 'Forest Green'] }, BATTERY],
    upcharges: { '750 Wh': 55000 },
    specs: {
      motor: 'Rear hub, 250 W, 40 Nm',
      battery: '500 Wh integrated',
      range_km: '100',
      frame_material: '6061 aluminium',
      drivetrain: 'Shimano Tiagra 2x10',
      brakes: 'Tektro hydraulic disc',
    },
    weightKg: 22,
  },
  {
    name: 'Kamouraska E-Road Sport',
    nameFr: 'Kamouraska E-Road Sport',
    collection: 'bike-electric-road-bike',
    description:
      '<p>Sporty geometry and a light assist system make the <strong>Kamouraska</strong> a fast companion for long rides along the lower Saint Lawrence, headwind or not.</p>' +
      '<ul><li>Three assistance levels plus walk mode</li><li>Clearance for 35 mm tyres</li><li>USB-C charging port in the top tube</li></ul>' +
      '<p>Pairs well with our insulated bottles for summer days.</p>',
    descriptionFr:
      '<p>Une géométrie sportive et un système d’assistance léger font du <strong>Kamouraska</strong> un compagnon rapide pour les longues sorties le long du Bas-Saint-Laurent, vent de face ou pas.</p>' +
      '<ul><li>Trois niveaux d’assistance et un mode marche</li><li>Dégagement pour des pneus de 35 mm</li><li>Port de recharge USB-C dans le tube horizontal</li></ul>' +
      '<p>Va très bien avec nos bidons isothermes pour les journées d’été.</p>',
    prices: [{ name: null, amount: 479900 }],
    options: [SIZES, { name: 'Color', values: ['Sunset Orange', 'Midnight Black'] }, BATTERY],
    upcharges: { '750 Wh': 60000 },
    specs: {
      motor: 'Rear hub, 250 W, 40 Nm',
      battery: '500 Wh integrated',
      range_km: '110',
      frame_material: '6061 aluminium',
      drivetrain: 'Shimano 105 2x11',
      brakes: 'Shimano hydraulic disc',
      weight_kg: '14.3',
    },
    weightKg: 20.5,
  },
  {
    name: 'Fjord E-Road Pro',
    nameFr: 'Fjord E-Road Pro',
    collection: 'bike-electric-road-bike',
    featured: true,
    description:
      '<p>The flagship of our electric range, named for the Saguenay fjord and its relentless climbs. Wireless shifting, a torque-sensing motor and carbon wheels make the <strong>Fjord E-Road Pro</strong> feel like a pure race bike with a tailwind.</p>' +
      '<ul><li>Torque-sensing hub motor, 55 Nm</li><li>SRAM Red AXS 2x12 wireless shifting</li><li>45 mm carbon wheels</li></ul>' +
      '<p>The <strong>750 Wh</strong> battery adds about 50 km of range.</p>',
    descriptionFr:
      '<p>Le fleuron de notre gamme électrique, nommé d’après le fjord du Saguenay et ses montées sans fin. Changement de vitesses sans fil, moteur à capteur de couple et roues en carbone\u00a0: le <strong>Fjord E-Road Pro</strong> donne l’impression d’un pur vélo de course avec le vent dans le dos.</p>' +
      '<ul><li>Moteur-moyeu à capteur de couple de 55 Nm</li><li>Changement de vitesses sans fil SRAM Red AXS 2x12</li><li>Roues en carbone de 45 mm</li></ul>' +
      '<p>La batterie de <strong>750 Wh</strong> ajoute environ 50 km d’autonomie.</p>',
    prices: [{ name: null, amount: 1029900 }],
    options: [SIZES, { name: 'Color', values: ['Glacier White', 'Aurora Teal', 'Midnight Black'] }, BATTERY],
    upcharges: { '750 Wh': 70000 },
    specs: {
      motor: 'Rear hub, torque sensing, 55 Nm',
      battery: '500 Wh integrated',
      range_km: '140',
      frame_material: 'Carbon fibre',
      drivetrain: 'SRAM Red AXS 2x12',
      brakes: 'SRAM hydraulic disc',
      weight_kg: '11.6',
    },
    weightKg: 17.5,
    detailImage: true,
  },
  {
    name: 'Lanaudière E-Tour',
    nameFr: 'Lanaudière E-Tour',
    collection: 'bike-electric-road-bike',
    description:
      '<p>A touring-ready electric road bike with a rear rack and dynamo-style integrated lights. Load it up for an inn-to-inn trip through Lanaudière and let the motor carry the bags.</p>' +
      '<ul><li>Rear rack rated to 25 kg</li><li>Wide-range 2x11 gearing</li><li>Puncture-resistant 38 mm tyres</li></ul>',
    descriptionFr:
      '<p>Un vélo de route électrique prêt pour le cyclotourisme, avec porte-bagages arrière et éclairage intégré façon dynamo. Chargez-le pour une tournée d’auberge en auberge dans Lanaudière et laissez le moteur porter les bagages.</p>' +
      '<ul><li>Porte-bagages arrière homologué pour 25 kg</li><li>Développements 2x11 à grande plage</li><li>Pneus de 38 mm résistants aux crevaisons</li></ul>',
    prices: [{ name: null, amount: 619900 }],
    options: [SIZES, { name: 'Color', values: ['Forest Green', 'Sand Beige'] }, BATTERY],
    upcharges: { '750 Wh': 65000 },
    specs: {
      motor: 'Rear hub, 250 W, 50 Nm',
      battery: '500 Wh integrated',
      range_km: '115',
      frame_material: '6061 aluminium',
      drivetrain: 'Shimano GRX 2x11',
      brakes: 'Shimano GRX hydraulic disc',
      weight_kg: '16.9',
    },
    weightKg: 24,
  },
  {
    name: 'Abitibi E-Road Alloy',
    nameFr: 'Abitibi E-Road Alu',
    collection: 'bike-electric-road-bike',
    description:
      '<p>Our most affordable electric road bike, with the same quiet hub motor as the Boréal on a simpler aluminium frame. A great way to ride further, more often.</p>' +
      '<ul><li>Rear hub motor, 40 Nm</li><li>Shimano Sora 2x9</li><li>Mechanical disc brakes</li></ul>',
    descriptionFr:
      '<p>Notre vélo de route électrique le plus abordable, avec le même moteur-moyeu discret que le Boréal sur un cadre en aluminium plus simple. Une excellente façon de rouler plus loin, plus souvent.</p>' +
      '<ul><li>Moteur-moyeu arrière de 40 Nm</li><li>Shimano Sora 2x9</li><li>Freins à disque mécaniques</li></ul>',
    prices: [{ name: null, amount: 409900 }],
    options: [SIZES, { name: 'Color', values: ['Lake Blue', 'Slate Grey'] }, BATTERY],
    upcharges: { '750 Wh': 50000 },
    specs: {
      motor: 'Rear hub, 250 W, 40 Nm',
      battery: '500 Wh integrated',
      range_km: '95',
      frame_material: '6061 aluminium',
      drivetrain: 'Shimano Sora 2x9',
      brakes: 'Mechanical disc',
      weight_kg: '15.8',
    },
    weightKg: 22,
  },
];
