import type { OptionSource, ProductSource } from '../source-types.ts';

const SIZES: OptionSource = { name: 'Size', values: ['S', 'M', 'L', 'XL'] };

export const ROAD_BIKES: ProductSource[] = [
  {
    name: 'Laurentide Carbon Road',
    nameFr: 'Laurentide Route Carbone',
    collection: 'bike-road-bike',
    featured: true,
    description:
      '<p>Our do-everything carbon road bike. The <strong>Laurentide</strong> balances a responsive race feel with enough comfort for a full day in the Laurentians, and clears 32 mm tyres for rough pavement.</p>' +
      '<ul><li>High-modulus carbon frame and fork</li><li>Shimano 105 Di2 electronic shifting</li><li>Tubeless-ready carbon wheels</li></ul>' +
      '<p>Available as a complete bike or as a <strong>frame kit</strong> with fork, headset and seatpost.</p>',
    descriptionFr:
      '<p>Notre vélo de route carbone à tout faire. Le <strong>Laurentide</strong> allie la vivacité d’un vélo de course à assez de confort pour une journée complète dans les Laurentides, et accepte des pneus de 32 mm pour la chaussée abîmée.</p>' +
      '<ul><li>Cadre et fourche en carbone haut module</li><li>Changement de vitesses électronique Shimano 105 Di2</li><li>Roues en carbone prêtes pour le tubeless</li></ul>' +
      '<p>Offert en vélo complet ou en <strong>kit cadre</strong> avec fourche, jeu de direction et tige de selle.</p>',
    prices: [
      { name: 'Complete bike', amount: 489900 },
      { name: 'Frame kit', amount: 239900 },
    ],
    options: [SIZES, { name: 'Color', values: ['Lake Blue', 'Midnight Black', 'Glacier White'] }],
    specs: {
      frame_material: 'Carbon fibre',
      wheel_size: '700c',
      drivetrain: 'Shimano 105 Di2 2x12',
      brakes: 'Shimano hydraulic disc',
      weight_kg: '8.3',
      tire_clearance: '32 mm',
    },
    weightKg: 12,
    detailImage: true,
  },
  {
    name: 'Saint-Laurent Endurance 105',
    nameFr: 'Saint-Laurent Endurance 105',
    collection: 'bike-road-bike',
    featured: true,
    description:
      '<p>Long rides along the river need a bike that stays comfortable in hour five. The <strong>Saint-Laurent Endurance</strong> has a taller head tube, a compliant carbon seatpost and room for fenders.</p>' +
      '<ul><li>Endurance geometry with a relaxed reach</li><li>Fender and rack mounts</li><li>Shimano 105 mechanical 2x11</li></ul>',
    descriptionFr:
      '<p>Les longues sorties le long du fleuve demandent un vélo qui reste confortable à la cinquième heure. Le <strong>Saint-Laurent Endurance</strong> a un tube de direction plus haut, une tige de selle en carbone qui absorbe les chocs et de la place pour des garde-boue.</p>' +
      '<ul><li>Géométrie endurance à la position détendue</li><li>Fixations pour garde-boue et porte-bagages</li><li>Shimano 105 mécanique 2x11</li></ul>',
    prices: [{ name: null, amount: 269900 }],
    options: [SIZES, { name: 'Color', values: ['Forest Green', 'Slate Grey'] }],
    specs: {
      frame_material: 'Aluminium with carbon fork',
      wheel_size: '700c',
      drivetrain: 'Shimano 105 2x11',
      brakes: 'Shimano hydraulic disc',
      weight_kg: '9.4',
      tire_clearance: '35 mm',
    },
    weightKg: 13,
  },
  {
    name: 'Gaspésie Allroad',
    nameFr: 'Gaspésie Toutes-routes',
    collection: 'bike-road-bike',
    description:
      '<p>When the pavement ends on the way around the Gaspé Peninsula, keep going. The <strong>Gaspésie Allroad</strong> is a road bike with gravel manners: wide tyres, stable handling and bag mounts everywhere.</p>' +
      '<ul><li>Clearance for 42 mm tyres</li><li>Three bottle mounts and top tube bag mounts</li><li>Flared drop handlebar for control</li></ul>' +
      '<p>A great base for your first bikepacking trip.</p>',
    descriptionFr:
      '<p>Quand l’asphalte s’arrête en faisant le tour de la Gaspésie, continuez. Le <strong>Gaspésie Toutes-routes</strong> est un vélo de route aux manières de vélo de gravelle\u00a0: pneus larges, conduite stable et fixations pour sacoches partout.</p>' +
      '<ul><li>Dégagement pour des pneus de 42 mm</li><li>Trois supports de bidon et fixations pour sacoche sur le tube horizontal</li><li>Cintre évasé pour plus de contrôle</li></ul>' +
      '<p>Une excellente base pour votre premier voyage de vélo-camping.</p>',
    prices: [{ name: null, amount: 319900 }],
    options: [SIZES, { name: 'Color', values: ['Sand Beige', 'Aurora Teal', 'Midnight Black'] }],
    specs: {
      frame_material: 'Chromoly steel',
      wheel_size: '700c',
      drivetrain: 'Shimano GRX 2x11',
      brakes: 'Shimano GRX hydraulic disc',
      weight_kg: '10.6',
      tire_clearance: '42 mm',
    },
    weightKg: 14,
    // Back-orders taken: XL expected back in three weeks, S with no date yet (local/README.md).
    stock: { backOrdered: { XL: 21, S: null } },
  },
  {
    name: 'Estrie Aero Disc',
    nameFr: 'Estrie Aéro Disque',
    collection: 'bike-road-bike',
    featured: true,
    description:
      '<p>Wind-tunnel shaped tubes, integrated cockpit and deep carbon rims: the <strong>Estrie Aero</strong> is built to hold speed on rolling roads.</p>' +
      '<ul><li>Truncated-aerofoil tube profiles</li><li>One-piece carbon bar and stem</li><li>50 mm deep carbon wheels</li><li>SRAM Force AXS wireless shifting</li></ul>' +
      '<p>Offered as a complete bike, a frame kit, or a frameset with the matching wheels.</p>',
    descriptionFr:
      '<p>Des tubes profilés en soufflerie, un poste de pilotage intégré et des jantes en carbone profondes\u00a0: l’<strong>Estrie Aéro</strong> est fait pour garder sa vitesse sur les routes vallonnées.</p>' +
      '<ul><li>Tubes au profil aérodynamique tronqué</li><li>Cintre et potence monobloc en carbone</li><li>Roues en carbone de 50 mm</li><li>Changement de vitesses sans fil SRAM Force AXS</li></ul>' +
      '<p>Offert en vélo complet, en kit cadre ou en ensemble cadre avec les roues assorties.</p>',
    prices: [
      { name: 'Complete bike', amount: 749900 },
      { name: 'Frame kit', amount: 369900 },
      { name: 'Frameset + wheels', amount: 519900 },
    ],
    options: [SIZES, { name: 'Color', values: ['Crimson Red', 'Midnight Black'] }],
    specs: {
      frame_material: 'Carbon fibre',
      wheel_size: '700c',
      drivetrain: 'SRAM Force AXS 2x12',
      brakes: 'SRAM hydraulic disc',
      weight_kg: '7.9',
      tire_clearance: '30 mm',
    },
    weightKg: 11.5,
    detailImage: true,
  },
  {
    name: 'Route Verte Sport',
    nameFr: 'Route Verte Sport',
    collection: 'bike-road-bike',
    description:
      '<p>Named after Quebec’s 5,000 km cycling network, the <strong>Route Verte Sport</strong> is an affordable way into road riding, for fitness rides, commutes and your first century.</p>' +
      '<ul><li>Lightweight aluminium frame</li><li>Shimano Claris 2x8 with easy gearing</li><li>Mechanical disc brakes</li></ul>',
    descriptionFr:
      '<p>Nommé d’après le réseau cyclable de 5000 km du Québec, le <strong>Route Verte Sport</strong> est une façon abordable de se lancer en vélo de route, pour s’entraîner, aller au travail ou faire son premier 160 km.</p>' +
      '<ul><li>Cadre en aluminium léger</li><li>Shimano Claris 2x8 aux développements faciles</li><li>Freins à disque mécaniques</li></ul>',
    prices: [{ name: null, amount: 129900 }],
    options: [SIZES, { name: 'Color', values: ['Forest Green', 'Glacier White'] }],
    specs: {
      frame_material: '6061 aluminium',
      wheel_size: '700c',
      drivetrain: 'Shimano Claris 2x8',
      brakes: 'Mechanical disc',
      weight_kg: '10.4',
    },
    weightKg: 14,
  },
  {
    name: 'Orford Climber SL',
    nameFr: 'Orford Grimpeur SL',
    collection: 'bike-road-bike',
    description:
      '<p>Our lightest bike, for the riders who measure their weekends in metres climbed. The <strong>Orford Climber SL</strong> frame weighs just 780 g and the complete bike sits near the UCI limit.</p>' +
      '<ul><li>Ultra-light carbon layup, 780 g frame</li><li>Shimano Dura-Ace Di2 2x12</li><li>Low-profile carbon climbing wheels</li></ul>' +
      '<p>Also available as a <strong>frame kit</strong>.</p>',
    descriptionFr:
      '<p>Notre vélo le plus léger, pour les cyclistes qui mesurent leurs fins de semaine en mètres de dénivelé. Le cadre de l’<strong>Orford Grimpeur SL</strong> ne pèse que 780 g et le vélo complet frôle la limite de l’UCI.</p>' +
      '<ul><li>Drapage carbone ultraléger, cadre de 780 g</li><li>Shimano Dura-Ace Di2 2x12</li><li>Roues de grimpeur en carbone à profil bas</li></ul>' +
      '<p>Aussi offert en <strong>kit cadre</strong>.</p>',
    prices: [
      { name: 'Complete bike', amount: 899900 },
      { name: 'Frame kit', amount: 429900 },
    ],
    options: [SIZES, { name: 'Color', values: ['Glacier White', 'Plum Purple'] }],
    specs: {
      frame_material: 'Carbon fibre',
      wheel_size: '700c',
      drivetrain: 'Shimano Dura-Ace Di2 2x12',
      brakes: 'Shimano Dura-Ace hydraulic disc',
      weight_kg: '6.9',
      tire_clearance: '30 mm',
    },
    weightKg: 10.5,
  },
  {
    name: 'Mauricie Alloy 2x',
    nameFr: 'Mauricie Alu 2x',
    collection: 'bike-road-bike',
    description:
      '<p>A smart aluminium road bike with a carbon fork and hydraulic brakes. The <strong>Mauricie</strong> rides smoother than its price suggests and takes fenders for wet spring rides.</p>' +
      '<ul><li>Smooth-welded aluminium frame</li><li>Shimano Tiagra 2x10</li><li>Fender mounts front and rear</li></ul>',
    descriptionFr:
      '<p>Un vélo de route en aluminium bien pensé, avec fourche en carbone et freins hydrauliques. Le <strong>Mauricie</strong> roule plus en douceur que son prix ne le laisse croire et accepte des garde-boue pour les sorties mouillées du printemps.</p>' +
      '<ul><li>Cadre en aluminium aux soudures lissées</li><li>Shimano Tiagra 2x10</li><li>Fixations pour garde-boue à l’avant et à l’arrière</li></ul>',
    prices: [{ name: null, amount: 169900 }],
    options: [SIZES, { name: 'Color', values: ['Slate Grey', 'Lake Blue', 'Sunset Orange'] }],
    specs: {
      frame_material: '6061 aluminium',
      wheel_size: '700c',
      drivetrain: 'Shimano Tiagra 2x10',
      brakes: 'Tektro hydraulic disc',
      weight_kg: '9.9',
      tire_clearance: '32 mm',
    },
    weightKg: 13.5,
  },
  {
    name: 'Montréal Criterium',
    nameFr: 'Montréal Critérium',
    collection: 'bike-road-bike',
    featured: true,
    description:
      '<p>Tight corners, short sprints and elbows out: the <strong>Montréal Criterium</strong> is a stiff, aggressive race bike tuned for fast, short circuits.</p>' +
      '<ul><li>Low stack, long reach race geometry</li><li>Stiff oversized bottom bracket</li><li>Shimano Ultegra 2x12</li></ul>' +
      '<p>Equally at home on Tuesday night race loops around Parc Jean-Drapeau.</p>',
    descriptionFr:
      '<p>Virages serrés, sprints courts et coudes sortis\u00a0: le <strong>Montréal Critérium</strong> est un vélo de course rigide et agressif, réglé pour les circuits courts et rapides.</p>' +
      '<ul><li>Géométrie de course basse et allongée</li><li>Boîtier de pédalier surdimensionné et rigide</li><li>Shimano Ultegra 2x12</li></ul>' +
      '<p>Tout aussi à l’aise dans les courses du mardi soir autour du parc Jean-Drapeau.</p>',
    prices: [{ name: null, amount: 349900 }],
    options: [SIZES, { name: 'Color', values: ['Sulphur Yellow', 'Midnight Black'] }],
    specs: {
      frame_material: 'Carbon fibre',
      wheel_size: '700c',
      drivetrain: 'Shimano Ultegra 2x12',
      brakes: 'Shimano hydraulic disc',
      weight_kg: '8.1',
    },
    weightKg: 12,
  },
];
