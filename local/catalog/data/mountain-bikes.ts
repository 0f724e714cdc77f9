import type { OptionSource, ProductSource } from '../source-types.ts';

const SIZES: OptionSource = { name: 'Size', values: ['S', 'M', 'L', 'XL'] };

export const MOUNTAIN_BIKES: ProductSource[] = [
  {
    name: 'Summit Ridge 29 Trail',
    nameFr: 'Summit Ridge 29 Sentier',
    collection: 'bike-mountain-bike',
    featured: true,
    description:
      '<p>The <strong>Summit Ridge 29 Trail</strong> is the bike we reach for on a mixed day of climbing fire roads and descending rooty singletrack. 140 mm of travel up front and big 29-inch wheels keep it calm when the trail gets rough.</p>' +
      '<ul><li>Progressive trail geometry with a 65° head angle</li><li>Internal cable routing and a dropper post</li><li>Tubeless-ready wheels, set up at no charge</li></ul>' +
      '<p>A confident first trail bike that still has room to grow with you.</p>',
    descriptionFr:
      '<p>Le <strong>Summit Ridge 29 Sentier</strong>, c’est le vélo qu’on prend pour une journée mixte de montées en chemin forestier et de descentes en sentier plein de racines. Sa fourche de 140 mm et ses grandes roues de 29 po le gardent calme quand le sentier se corse.</p>' +
      '<ul><li>Géométrie de sentier progressive avec un angle de direction de 65°</li><li>Câbles internes et tige de selle télescopique</li><li>Roues prêtes pour le tubeless, montées sans frais</li></ul>' +
      '<p>Un premier vélo de sentier rassurant, qui a encore de la marge pour progresser avec vous.</p>',
    prices: [{ name: null, amount: 289900 }],
    options: [SIZES, { name: 'Color', values: ['Crimson Red', 'Forest Green', 'Midnight Black'] }],
    specs: {
      frame_material: '6061 aluminium',
      wheel_size: '29 in',
      fork_travel: '140 mm',
      drivetrain: 'Shimano Deore 1x12',
      brakes: 'Shimano 4-piston hydraulic disc',
      weight_kg: '14.6',
    },
    weightKg: 18.5,
    detailImage: true,
  },
  {
    name: 'Sutton Enduro 29 Carbon',
    nameFr: 'Sutton Enduro 29 Carbone',
    collection: 'bike-mountain-bike',
    featured: true,
    description:
      '<p>Born on the steep, loose descents of the Eastern Townships, the <strong>Sutton Enduro</strong> pairs a full carbon frame with 170 mm of travel. It climbs with a firm platform and comes alive when the trail points down.</p>' +
      '<ul><li>Full carbon front and rear triangle</li><li>Coil-compatible rear shock mount</li><li>Flip chip for high and low geometry</li></ul>' +
      '<p>Also sold as a <strong>frame kit</strong> (frame, shock, headset and seat clamp) for riders who build their own.</p>',
    descriptionFr:
      '<p>Né dans les descentes raides et meubles des Cantons-de-l’Est, le <strong>Sutton Enduro</strong> associe un cadre tout carbone à 170 mm de débattement. Il grimpe sur une plateforme ferme et prend vie quand le sentier pique vers le bas.</p>' +
      '<ul><li>Triangles avant et arrière tout carbone</li><li>Ancrage d’amortisseur compatible avec les ressorts hélicoïdaux</li><li>Puce réversible pour une géométrie haute ou basse</li></ul>' +
      '<p>Aussi offert en <strong>kit cadre</strong> (cadre, amortisseur, jeu de direction et collier de selle) pour les cyclistes qui montent leur propre vélo.</p>',
    prices: [
      { name: 'Complete bike', amount: 649900 },
      { name: 'Frame kit', amount: 329900 },
    ],
    options: [SIZES, { name: 'Color', values: ['Slate Grey', 'Sunset Orange'] }],
    specs: {
      frame_material: 'Carbon fibre',
      wheel_size: '29 in',
      fork_travel: '170 mm',
      drivetrain: 'SRAM GX Eagle Transmission 1x12',
      brakes: 'SRAM Code RSC 4-piston',
      weight_kg: '15.2',
    },
    weightKg: 19.5,
    detailImage: true,
  },
  {
    name: 'Tremblant XC Pro',
    nameFr: 'Tremblant XC Pro',
    collection: 'bike-mountain-bike',
    description:
      '<p>A race-bred cross-country bike for riders who count seconds. The <strong>Tremblant XC Pro</strong> uses a lightweight carbon frame with 100 mm of efficient travel and a remote lockout.</p>' +
      '<ul><li>Carbon frame under 2 kg</li><li>Remote lockout for fork and shock</li><li>Two bottle mounts inside the main triangle</li></ul>',
    descriptionFr:
      '<p>Un vélo de cross-country taillé pour la course, pour les cyclistes qui comptent les secondes. Le <strong>Tremblant XC Pro</strong> mise sur un cadre carbone léger, 100 mm de débattement efficace et un blocage au guidon.</p>' +
      '<ul><li>Cadre carbone de moins de 2 kg</li><li>Blocage à distance de la fourche et de l’amortisseur</li><li>Deux supports de bidon dans le triangle avant</li></ul>',
    prices: [{ name: null, amount: 529900 }],
    options: [SIZES, { name: 'Color', values: ['Lake Blue', 'Glacier White'] }],
    specs: {
      frame_material: 'Carbon fibre',
      wheel_size: '29 in',
      fork_travel: '100 mm',
      drivetrain: 'Shimano XT 1x12',
      brakes: 'Shimano XT 2-piston',
      weight_kg: '11.1',
    },
    weightKg: 15,
  },
  {
    name: 'Chic-Chocs 27.5 Trail',
    nameFr: 'Chic-Chocs 27,5 Sentier',
    collection: 'bike-mountain-bike',
    description:
      '<p>Nimble and playful, the <strong>Chic-Chocs 27.5</strong> is sized for riders who like to pop off roots and carve tight switchbacks. Smaller wheels make it quick to change direction.</p>' +
      '<ul><li>130 mm air fork with rebound adjust</li><li>Wide-range 1x11 drivetrain</li><li>Short chainstays for easy manuals</li></ul>' +
      '<p>Great for smaller riders and for anyone who loves tight, twisty trails.</p>',
    descriptionFr:
      '<p>Agile et joueur, le <strong>Chic-Chocs 27,5</strong> est fait pour les cyclistes qui aiment sauter sur les racines et enchaîner les virages en épingle. Ses roues plus petites changent de direction en un éclair.</p>' +
      '<ul><li>Fourche à air de 130 mm avec réglage du rebond</li><li>Transmission 1x11 à grande plage</li><li>Bases courtes pour lever la roue avant facilement</li></ul>' +
      '<p>Idéal pour les cyclistes de petite taille et pour quiconque adore les sentiers serrés et sinueux.</p>',
    prices: [{ name: null, amount: 219900 }],
    options: [SIZES, { name: 'Color', values: ['Aurora Teal', 'Midnight Black'] }],
    specs: {
      frame_material: '6061 aluminium',
      wheel_size: '27.5 in',
      fork_travel: '130 mm',
      drivetrain: 'Shimano Deore 1x11',
      brakes: 'Shimano MT410 hydraulic disc',
      weight_kg: '14.9',
    },
    weightKg: 18.5,
  },
  {
    name: 'Bromont Hardtail 29',
    nameFr: 'Bromont semi-rigide 29',
    collection: 'bike-mountain-bike',
    description:
      '<p>A dependable aluminium hardtail for your first season on the trails. The <strong>Bromont Hardtail</strong> keeps things simple: a reliable fork, hydraulic brakes and a low standover height.</p>' +
      '<ul><li>100 mm coil fork with lockout</li><li>Hydraulic disc brakes for all-weather stopping</li><li>Rack and kickstand mounts for commuting</li></ul>',
    descriptionFr:
      '<p>Un semi-rigide en aluminium fiable pour votre première saison en sentier. Le <strong>Bromont</strong> reste simple\u00a0: une fourche fiable, des freins hydrauliques et un cadre bas pour enjamber facilement.</p>' +
      '<ul><li>Fourche à ressort de 100 mm avec blocage</li><li>Freins à disque hydrauliques, par tous les temps</li><li>Fixations pour porte-bagages et béquille, pour aller au travail</li></ul>',
    prices: [{ name: null, amount: 134900 }],
    options: [SIZES, { name: 'Color', values: ['Lake Blue', 'Sulphur Yellow', 'Midnight Black'] }],
    specs: {
      frame_material: '6061 aluminium',
      wheel_size: '29 in',
      fork_travel: '100 mm',
      drivetrain: 'Shimano Cues 1x10',
      brakes: 'Tektro hydraulic disc',
      weight_kg: '14.2',
    },
    weightKg: 17.5,
    noisyGallery: true,
    // Size M is sold out in every colour (local/README.md).
    stock: { soldOutValues: ['M'] },
  },
  {
    name: 'Charlevoix Downcountry',
    nameFr: 'Charlevoix Downcountry',
    collection: 'bike-mountain-bike',
    featured: true,
    description:
      '<p>Somewhere between cross-country and trail, the <strong>Charlevoix</strong> covers big distances fast and still has the travel to enjoy a technical descent.</p>' +
      '<ul><li>120 mm front, 115 mm rear travel</li><li>Carbon wheels and a 150 mm dropper</li><li>Storage port in the down tube</li></ul>' +
      '<p>Ideal for long loops in the Charlevoix hills and for marathon racing.</p>',
    descriptionFr:
      '<p>À mi-chemin entre le cross-country et le sentier, le <strong>Charlevoix</strong> avale les longues distances rapidement et garde assez de débattement pour profiter d’une descente technique.</p>' +
      '<ul><li>Débattement de 120 mm à l’avant et de 115 mm à l’arrière</li><li>Roues en carbone et tige télescopique de 150 mm</li><li>Rangement intégré dans le tube diagonal</li></ul>' +
      '<p>Parfait pour les grandes boucles dans les collines de Charlevoix et pour les marathons.</p>',
    prices: [{ name: null, amount: 429900 }],
    options: [SIZES, { name: 'Color', values: ['Forest Green', 'Sand Beige'] }],
    specs: {
      frame_material: 'Carbon fibre',
      wheel_size: '29 in',
      fork_travel: '120 mm',
      drivetrain: 'SRAM GX Eagle 1x12',
      brakes: 'SRAM Level TLM',
      weight_kg: '12.4',
    },
    weightKg: 16.5,
    detailImage: true,
  },
  {
    name: 'Mont-Sainte-Anne DH',
    nameFr: 'Mont-Sainte-Anne DH',
    collection: 'bike-mountain-bike',
    featured: true,
    description:
      '<p>Built for the World Cup track that made Mont-Sainte-Anne famous. The <strong>MSA DH</strong> has 200 mm of travel, a slack 63° head angle and mixed wheels for grip and agility.</p>' +
      '<ul><li>Dual-crown 200 mm fork</li><li>Mixed 29/27.5 wheels</li><li>Downhill-rated tyres and 220 mm rotors</li></ul>' +
      '<p><strong>Bike park use only</strong>: this bike is not designed to be pedalled uphill.</p>',
    descriptionFr:
      '<p>Bâti pour la piste de Coupe du monde qui a rendu le Mont-Sainte-Anne célèbre. Le <strong>MSA DH</strong> offre 200 mm de débattement, un angle de direction ouvert de 63° et des roues mixtes pour l’adhérence et l’agilité.</p>' +
      '<ul><li>Fourche double té de 200 mm</li><li>Roues mixtes 29/27,5</li><li>Pneus homologués descente et disques de 220 mm</li></ul>' +
      '<p><strong>Pour le parc de vélo seulement</strong>\u00a0: ce vélo n’est pas conçu pour pédaler en montée.</p>',
    prices: [
      { name: 'Complete bike', amount: 789900 },
      { name: 'Frame kit', amount: 399900 },
    ],
    options: [SIZES, { name: 'Color', values: ['Midnight Black', 'Crimson Red'] }],
    specs: {
      frame_material: 'Carbon fibre',
      wheel_size: '29 in front / 27.5 in rear',
      fork_travel: '200 mm',
      drivetrain: 'SRAM X01 DH 7-speed',
      brakes: 'SRAM Maven 4-piston',
      weight_kg: '16.8',
    },
    weightKg: 22,
  },
  {
    name: 'Taïga Fat 26',
    nameFr: 'Taïga Fat 26',
    collection: 'bike-mountain-bike',
    description:
      '<p>Winter is long here, so we ride through it. The <strong>Taïga Fat 26</strong> floats over snow and sand on 4.6-inch tyres and keeps you pedalling from November to April.</p>' +
      '<ul><li>Rigid aluminium fork with cargo mounts</li><li>Studdable 26 x 4.6 in tyres</li><li>Wide Q-factor crank with clearance for boots</li></ul>',
    descriptionFr:
      '<p>L’hiver est long ici, alors on roule à travers. Le <strong>Taïga Fat 26</strong> flotte sur la neige et le sable grâce à ses pneus de 4,6 po et vous garde en selle de novembre à avril.</p>' +
      '<ul><li>Fourche rigide en aluminium avec fixations pour bagages</li><li>Pneus 26 x 4,6 po pouvant recevoir des crampons</li><li>Pédalier à facteur Q large, avec place pour les bottes</li></ul>',
    prices: [{ name: null, amount: 249900 }],
    options: [SIZES, { name: 'Color', values: ['Sunset Orange', 'Slate Grey'] }],
    specs: {
      frame_material: '6061 aluminium',
      wheel_size: '26 x 4.6 in',
      fork_travel: 'Rigid',
      drivetrain: 'SRAM NX Eagle 1x12',
      brakes: 'Shimano MT201 hydraulic disc',
      weight_kg: '15.9',
    },
    weightKg: 20,
  },
];
