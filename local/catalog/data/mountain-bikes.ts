import type { OptionSource, ProductSource } from '../source-types.ts';

const SIZES: OptionSource = { name: 'Size', values: ['S', 'M', 'L', 'XL'] };

export const MOUNTAIN_BIKES: ProductSource[] = [
  {
    name: 'Summit Ridge 29 Trail',
    collection: 'bike-mountain-bike',
    featured: true,
    description:
      '<p>The <strong>Summit Ridge 29 Trail</strong> is the bike we reach for on a mixed day of climbing fire roads and descending rooty singletrack. 140 mm of travel up front and big 29-inch wheels keep it calm when the trail gets rough.</p>' +
      '<ul><li>Progressive trail geometry with a 65° head angle</li><li>Internal cable routing and a dropper post</li><li>Tubeless-ready wheels, set up at no charge</li></ul>' +
      '<p>A confident first trail bike that still has room to grow with you.</p>',
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
    collection: 'bike-mountain-bike',
    featured: true,
    description:
      '<p>Born on the steep, loose descents of the Eastern Townships, the <strong>Sutton Enduro</strong> pairs a full carbon frame with 170 mm of travel. It climbs with a firm platform and comes alive when the trail points down.</p>' +
      '<ul><li>Full carbon front and rear triangle</li><li>Coil-compatible rear shock mount</li><li>Flip chip for high and low geometry</li></ul>' +
      '<p>Also sold as a <strong>frame kit</strong> (frame, shock, headset and seat clamp) for riders who build their own.</p>',
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
    collection: 'bike-mountain-bike',
    description:
      '<p>A race-bred cross-country bike for riders who count seconds. The <strong>Tremblant XC Pro</strong> uses a lightweight carbon frame with 100 mm of efficient travel and a remote lockout.</p>' +
      '<ul><li>Carbon frame under 2 kg</li><li>Remote lockout for fork and shock</li><li>Two bottle mounts inside the main triangle</li></ul>',
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
    collection: 'bike-mountain-bike',
    description:
      '<p>Nimble and playful, the <strong>Chic-Chocs 27.5</strong> is sized for riders who like to pop off roots and carve tight switchbacks. Smaller wheels make it quick to change direction.</p>' +
      '<ul><li>130 mm air fork with rebound adjust</li><li>Wide-range 1x11 drivetrain</li><li>Short chainstays for easy manuals</li></ul>' +
      '<p>Great for smaller riders and for anyone who loves tight, twisty trails.</p>',
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
    collection: 'bike-mountain-bike',
    description:
      '<p>A dependable aluminium hardtail for your first season on the trails. The <strong>Bromont Hardtail</strong> keeps things simple: a reliable fork, hydraulic brakes and a low standover height.</p>' +
      '<ul><li>100 mm coil fork with lockout</li><li>Hydraulic disc brakes for all-weather stopping</li><li>Rack and kickstand mounts for commuting</li></ul>',
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
  },
  {
    name: 'Charlevoix Downcountry',
    collection: 'bike-mountain-bike',
    featured: true,
    description:
      '<p>Somewhere between cross-country and trail, the <strong>Charlevoix</strong> covers big distances fast and still has the travel to enjoy a technical descent.</p>' +
      '<ul><li>120 mm front, 115 mm rear travel</li><li>Carbon wheels and a 150 mm dropper</li><li>Storage port in the down tube</li></ul>' +
      '<p>Ideal for long loops in the Charlevoix hills and for marathon racing.</p>',
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
    collection: 'bike-mountain-bike',
    featured: true,
    description:
      '<p>Built for the World Cup track that made Mont-Sainte-Anne famous. The <strong>MSA DH</strong> has 200 mm of travel, a slack 63° head angle and mixed wheels for grip and agility.</p>' +
      '<ul><li>Dual-crown 200 mm fork</li><li>Mixed 29/27.5 wheels</li><li>Downhill-rated tyres and 220 mm rotors</li></ul>' +
      '<p><strong>Bike park use only</strong>: this bike is not designed to be pedalled uphill.</p>',
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
    collection: 'bike-mountain-bike',
    description:
      '<p>Winter is long here, so we ride through it. The <strong>Taïga Fat 26</strong> floats over snow and sand on 4.6-inch tyres and keeps you pedalling from November to April.</p>' +
      '<ul><li>Rigid aluminium fork with cargo mounts</li><li>Studdable 26 x 4.6 in tyres</li><li>Wide Q-factor crank with clearance for boots</li></ul>',
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
