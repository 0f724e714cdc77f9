import type { OptionSource, ProductSource } from '../source-types.ts';

const SIZES: OptionSource = { name: 'Size', values: ['S', 'M', 'L', 'XL'] };

export const ROAD_BIKES: ProductSource[] = [
  {
    name: 'Laurentide Carbon Road',
    collection: 'bike-road-bike',
    featured: true,
    description:
      '<p>Our do-everything carbon road bike. The <strong>Laurentide</strong> balances a responsive race feel with enough comfort for a full day in the Laurentians, and clears 32 mm tyres for rough pavement.</p>' +
      '<ul><li>High-modulus carbon frame and fork</li><li>Shimano 105 Di2 electronic shifting</li><li>Tubeless-ready carbon wheels</li></ul>' +
      '<p>Available as a complete bike or as a <strong>frame kit</strong> with fork, headset and seatpost.</p>',
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
    collection: 'bike-road-bike',
    featured: true,
    description:
      '<p>Long rides along the river need a bike that stays comfortable in hour five. The <strong>Saint-Laurent Endurance</strong> has a taller head tube, a compliant carbon seatpost and room for fenders.</p>' +
      '<ul><li>Endurance geometry with a relaxed reach</li><li>Fender and rack mounts</li><li>Shimano 105 mechanical 2x11</li></ul>',
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
    collection: 'bike-road-bike',
    description:
      '<p>When the pavement ends on the way around the Gaspé Peninsula, keep going. The <strong>Gaspésie Allroad</strong> is a road bike with gravel manners: wide tyres, stable handling and bag mounts everywhere.</p>' +
      '<ul><li>Clearance for 42 mm tyres</li><li>Three bottle mounts and top tube bag mounts</li><li>Flared drop handlebar for control</li></ul>' +
      '<p>A great base for your first bikepacking trip.</p>',
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
  },
  {
    name: 'Estrie Aero Disc',
    collection: 'bike-road-bike',
    featured: true,
    description:
      '<p>Wind-tunnel shaped tubes, integrated cockpit and deep carbon rims: the <strong>Estrie Aero</strong> is built to hold speed on rolling roads.</p>' +
      '<ul><li>Truncated-aerofoil tube profiles</li><li>One-piece carbon bar and stem</li><li>50 mm deep carbon wheels</li><li>SRAM Force AXS wireless shifting</li></ul>' +
      '<p>Offered as a complete bike, a frame kit, or a frameset with the matching wheels.</p>',
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
    collection: 'bike-road-bike',
    description:
      '<p>Named after Quebec’s 5,000 km cycling network, the <strong>Route Verte Sport</strong> is an affordable way into road riding, for fitness rides, commutes and your first century.</p>' +
      '<ul><li>Lightweight aluminium frame</li><li>Shimano Claris 2x8 with easy gearing</li><li>Mechanical disc brakes</li></ul>',
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
    collection: 'bike-road-bike',
    description:
      '<p>Our lightest bike, for the riders who measure their weekends in metres climbed. The <strong>Orford Climber SL</strong> frame weighs just 780 g and the complete bike sits near the UCI limit.</p>' +
      '<ul><li>Ultra-light carbon layup, 780 g frame</li><li>Shimano Dura-Ace Di2 2x12</li><li>Low-profile carbon climbing wheels</li></ul>' +
      '<p>Also available as a <strong>frame kit</strong>.</p>',
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
    collection: 'bike-road-bike',
    description:
      '<p>A smart aluminium road bike with a carbon fork and hydraulic brakes. The <strong>Mauricie</strong> rides smoother than its price suggests and takes fenders for wet spring rides.</p>' +
      '<ul><li>Smooth-welded aluminium frame</li><li>Shimano Tiagra 2x10</li><li>Fender mounts front and rear</li></ul>',
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
    collection: 'bike-road-bike',
    featured: true,
    description:
      '<p>Tight corners, short sprints and elbows out: the <strong>Montréal Criterium</strong> is a stiff, aggressive race bike tuned for fast, short circuits.</p>' +
      '<ul><li>Low stack, long reach race geometry</li><li>Stiff oversized bottom bracket</li><li>Shimano Ultegra 2x12</li></ul>' +
      '<p>Equally at home on Tuesday night race loops around Parc Jean-Drapeau.</p>',
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
