import type { ProductSource } from '../source-types.ts';

export const SHOES: ProductSource[] = [
  {
    name: 'Peloton Carbon Road Shoe',
    nameFr: 'Chaussure de route Peloton Carbone',
    collection: 'bike-equipment-shoes',
    description:
      '<p>A stiff full-carbon sole and a precise dual-dial closure turn every watt into speed. The <strong>Peloton</strong> upper wraps the foot without hot spots, even on six-hour rides.</p>' +
      '<ul><li>Full carbon sole, stiffness index 12</li><li>Two micro-adjustable dials</li><li>Replaceable heel pad</li></ul>' +
      '<p>Choose <strong>With cleats</strong> to receive them with road cleats fitted.</p>',
    descriptionFr:
      '<p>Une semelle rigide tout carbone et une fermeture précise à deux molettes transforment chaque watt en vitesse. La tige du <strong>Peloton</strong> enveloppe le pied sans points de pression, même après six heures de selle.</p>' +
      '<ul><li>Semelle tout carbone, indice de rigidité 12</li><li>Deux molettes à microréglage</li><li>Talonnette remplaçable</li></ul>' +
      '<p>Choisissez <strong>Avec cales</strong> pour les recevoir avec des cales de route déjà installées.</p>',
    prices: [
      { name: 'Standard', amount: 37900 },
      { name: 'With cleats', amount: 40900 },
    ],
    options: [
      { name: 'Size', values: ['EU 40', 'EU 41', 'EU 42', 'EU 43', 'EU 44', 'EU 45', 'EU 46'] },
      { name: 'Color', values: ['Glacier White', 'Midnight Black'] },
    ],
    specs: {
      closure: 'Two dials',
      sole: 'Full carbon',
      cleat_compatibility: '3-bolt road (Look, Shimano SPD-SL)',
      stiffness_index: '12',
      weight_grams: '245 (EU 42)',
    },
    weightKg: 1,
    detailImage: true,
  },
  {
    name: 'Sentier Flat Pedal Shoe',
    nameFr: 'Chaussure pour pédales plates Sentier',
    collection: 'bike-equipment-shoes',
    description:
      '<p>A grippy flat-pedal shoe for trail and dirt jump riding. Soft sticky rubber holds onto pins, while a protective toe cap guards against rocks.</p>' +
      '<ul><li>Sticky rubber outsole</li><li>Reinforced toe and heel</li><li>Classic laces with elastic keeper</li></ul>',
    descriptionFr:
      '<p>Une chaussure adhérente pour pédales plates, pour le sentier et le dirt jump. Le caoutchouc tendre et collant s’accroche aux picots, et un embout protecteur protège des roches.</p>' +
      '<ul><li>Semelle extérieure en caoutchouc collant</li><li>Bout et talon renforcés</li><li>Lacets classiques avec élastique de rangement</li></ul>',
    prices: [{ name: null, amount: 15900 }],
    options: [
      { name: 'Size', values: ['EU 40', 'EU 41', 'EU 42', 'EU 43', 'EU 44', 'EU 45'] },
      { name: 'Color', values: ['Slate Grey', 'Midnight Black', 'Forest Green'] },
    ],
    specs: {
      closure: 'Laces',
      sole: 'Sticky rubber, flat',
      cleat_compatibility: 'None (flat pedals)',
      weight_grams: '420 (EU 42)',
    },
    weightKg: 1.3,
  },
  {
    name: 'Crête SPD Trail Shoe',
    nameFr: 'Chaussure de sentier SPD Crête',
    collection: 'bike-equipment-shoes',
    description:
      '<p>A clipless trail shoe that you can also walk in. The <strong>Crête</strong> combines a nylon shank for pedalling with a lugged rubber tread for pushing up steep pitches.</p>' +
      '<ul><li>Single dial plus hook-and-loop strap</li><li>Lugged rubber tread</li><li>Water-resistant upper</li></ul>' +
      '<p>Available <strong>with cleats</strong> (SPD, 2-bolt).</p>',
    descriptionFr:
      '<p>Une chaussure de sentier à pédales automatiques dans laquelle on peut aussi marcher. La <strong>Crête</strong> combine une cambrure en nylon pour pédaler et une semelle en caoutchouc à crampons pour pousser dans les pentes raides.</p>' +
      '<ul><li>Une molette et une sangle autoagrippante</li><li>Semelle en caoutchouc à crampons</li><li>Tige résistante à l’eau</li></ul>' +
      '<p>Offerte <strong>avec cales</strong> (SPD, 2 boulons).</p>',
    prices: [
      { name: 'Standard', amount: 21900 },
      { name: 'With cleats', amount: 23900 },
    ],
    options: [
      { name: 'Size', values: ['EU 41', 'EU 42', 'EU 43', 'EU 44', 'EU 45', 'EU 46'] },
      { name: 'Color', values: ['Midnight Black', 'Sand Beige'] },
    ],
    specs: {
      closure: 'Dial and strap',
      sole: 'Nylon shank with rubber tread',
      cleat_compatibility: '2-bolt SPD',
      stiffness_index: '7',
      weight_grams: '380 (EU 42)',
    },
    weightKg: 1.2,
    detailImage: true,
  },
  {
    name: 'Nordique Winter Boot',
    nameFr: 'Botte d’hiver Nordique',
    collection: 'bike-equipment-shoes',
    description:
      '<p>An insulated, waterproof cycling boot for winter riding and fat biking. A neoprene gaiter seals out snow and slush.</p>' +
      '<ul><li>Thinsulate insulation</li><li>Waterproof membrane</li><li>Compatible with SPD cleats and flat pedals</li></ul>',
    descriptionFr:
      '<p>Une botte de vélo isolée et imperméable pour rouler l’hiver et faire du fatbike. Une guêtre en néoprène bloque la neige et la slush.</p>' +
      '<ul><li>Isolation Thinsulate</li><li>Membrane imperméable</li><li>Compatible avec les cales SPD et les pédales plates</li></ul>',
    prices: [{ name: null, amount: 29900 }],
    options: [
      { name: 'Size', values: ['EU 40', 'EU 42', 'EU 43', 'EU 44', 'EU 45', 'EU 46'] },
      { name: 'Color', values: ['Midnight Black', 'Crimson Red'] },
    ],
    specs: {
      closure: 'Dial and zip gaiter',
      sole: 'Winter rubber with nylon shank',
      cleat_compatibility: '2-bolt SPD',
      insulation: 'Thinsulate 200 g',
      weight_grams: '610 (EU 42)',
    },
    weightKg: 1.8,
  },
  {
    name: 'Allure Sport Road',
    nameFr: 'Allure Sport route',
    collection: 'bike-equipment-shoes',
    description:
      '<p>An entry-level road shoe with a reinforced nylon sole and three simple straps. Comfortable right out of the box.</p>' +
      '<ul><li>Three hook-and-loop straps</li><li>Glass-fibre reinforced nylon sole</li><li>Breathable mesh panels</li></ul>',
    descriptionFr:
      '<p>Une chaussure de route d’entrée de gamme avec une semelle en nylon renforcé et trois sangles simples. Confortable dès la sortie de la boîte.</p>' +
      '<ul><li>Trois sangles autoagrippantes</li><li>Semelle en nylon renforcé de fibre de verre</li><li>Panneaux en filet respirant</li></ul>',
    prices: [{ name: null, amount: 17900 }],
    options: [
      { name: 'Size', values: ['EU 40', 'EU 41', 'EU 42', 'EU 43', 'EU 44', 'EU 45'] },
      { name: 'Color', values: ['Glacier White', 'Lake Blue'] },
    ],
    specs: {
      closure: 'Three straps',
      sole: 'Glass-fibre reinforced nylon',
      cleat_compatibility: '3-bolt road and 2-bolt SPD',
      stiffness_index: '6',
    },
    weightKg: 1.1,
  },
  {
    name: 'Podium Pro BOA',
    nameFr: 'Podium Pro BOA',
    collection: 'bike-equipment-shoes',
    description:
      '<p>Our top road race shoe: an ultra-stiff sole, a seamless knit upper and BOA Li2 dials for precise tension from toe to ankle.</p>' +
      '<ul><li>Ultra-stiff carbon sole, index 14</li><li>BOA Li2 dials with micro-release</li><li>Heat-mouldable insoles</li></ul>' +
      '<p>Handmade in limited batches.</p>',
    descriptionFr:
      '<p>Notre meilleure chaussure de course sur route\u00a0: une semelle ultrarigide, une tige tricotée sans coutures et des molettes BOA Li2 pour une tension précise des orteils à la cheville.</p>' +
      '<ul><li>Semelle carbone ultrarigide, indice 14</li><li>Molettes BOA Li2 à micro-relâchement</li><li>Semelles intérieures thermoformables</li></ul>' +
      '<p>Fabriquée à la main en petites séries.</p>',
    prices: [{ name: null, amount: 46900 }],
    options: [
      { name: 'Size', values: ['EU 40', 'EU 41', 'EU 42', 'EU 43', 'EU 44', 'EU 45', 'EU 46'] },
      { name: 'Color', values: ['Crimson Red', 'Glacier White', 'Midnight Black'] },
    ],
    specs: {
      closure: 'Two BOA Li2 dials',
      sole: 'Unidirectional carbon',
      cleat_compatibility: '3-bolt road',
      stiffness_index: '14',
      weight_grams: '215 (EU 42)',
    },
    weightKg: 0.9,
  },
  {
    name: 'Gravier Adventure Shoe',
    nameFr: 'Chaussure d’aventure Gravier',
    collection: 'bike-equipment-shoes',
    description:
      '<p>Equally happy clipped in on a gravel century or walking through a village market. The <strong>Gravier</strong> has a carbon-reinforced sole and a rubber tread with recessed cleats.</p>' +
      '<ul><li>Recessed 2-bolt cleat pocket</li><li>Single dial closure</li><li>Suede-look upper</li></ul>',
    descriptionFr:
      '<p>Aussi à l’aise clipsée sur un 160 km de gravelle qu’en marchant dans un marché de village. La <strong>Gravier</strong> a une semelle renforcée de carbone et une semelle en caoutchouc avec cales encastrées.</p>' +
      '<ul><li>Logement de cale 2 boulons encastré</li><li>Fermeture à une molette</li><li>Tige d’aspect suède</li></ul>',
    prices: [
      { name: 'Standard', amount: 24900 },
      { name: 'With cleats', amount: 26900 },
    ],
    options: [
      { name: 'Size', values: ['EU 41', 'EU 42', 'EU 43', 'EU 44', 'EU 45'] },
      { name: 'Color', values: ['Sand Beige', 'Slate Grey'] },
    ],
    specs: {
      closure: 'Single dial',
      sole: 'Carbon-reinforced nylon with rubber tread',
      cleat_compatibility: '2-bolt SPD',
      stiffness_index: '9',
      weight_grams: '340 (EU 42)',
    },
    weightKg: 1.1,
  },
];
