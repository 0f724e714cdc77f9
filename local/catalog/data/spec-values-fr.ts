/**
 * The demo catalogue's French specification values, written once per English value: each product
 * whose specification holds one of these gets its French twin as `{key}_fr` in its metadata
 * (`brakes_fr` for `brakes`), as a merchant would type it in SureCart. Values made only of figures and
 * units ("29 in", "14.2") need none: the shop writes those the French way itself. Brand and model
 * names read the same in French, and are listed so that the page does not mark them as English.
 */
export const FRENCH_SPEC_VALUES: Readonly<Record<string, string>> = {
  // Frames
  '6061 aluminium': 'Aluminium 6061',
  'Aluminium with carbon fork': 'Aluminium, fourche en carbone',
  'Chromoly steel': 'Acier chromoly',
  // Wheels
  '29 in front / 27.5 in rear': '29 po à l’avant, 27,5 po à l’arrière',
  // Drivetrains: model names
  'Shimano Deore 1x12': 'Shimano Deore 1x12',
  'Shimano Deore 1x11': 'Shimano Deore 1x11',
  'Shimano XT 1x12': 'Shimano XT 1x12',
  'Shimano Cues 1x10': 'Shimano Cues 1x10',
  'SRAM GX Eagle Transmission 1x12': 'SRAM GX Eagle Transmission 1x12',
  'SRAM GX Eagle 1x12': 'SRAM GX Eagle 1x12',
  'SRAM NX Eagle 1x12': 'SRAM NX Eagle 1x12',
  'SRAM X01 DH 7-speed': 'SRAM X01 DH 7 vitesses',
  'Shimano 105 Di2 2x12': 'Shimano 105 Di2 2x12',
  'Shimano 105 2x11': 'Shimano 105 2x11',
  'Shimano GRX 2x11': 'Shimano GRX 2x11',
  'SRAM Force AXS 2x12': 'SRAM Force AXS 2x12',
  'Shimano Claris 2x8': 'Shimano Claris 2x8',
  'Shimano Dura-Ace Di2 2x12': 'Shimano Dura-Ace Di2 2x12',
  'Shimano Tiagra 2x10': 'Shimano Tiagra 2x10',
  'Shimano Ultegra 2x12': 'Shimano Ultegra 2x12',
  'Shimano Ultegra Di2 2x12': 'Shimano Ultegra Di2 2x12',
  'SRAM Red AXS 2x12': 'SRAM Red AXS 2x12',
  'Shimano Sora 2x9': 'Shimano Sora 2x9',
  // Brakes
  'Shimano 4-piston hydraulic disc': 'Disques hydrauliques Shimano à 4 pistons',
  'SRAM Code RSC 4-piston': 'SRAM Code RSC à 4 pistons',
  'Shimano XT 2-piston': 'Shimano XT à 2 pistons',
  'Shimano MT410 hydraulic disc': 'Disques hydrauliques Shimano MT410',
  'Tektro hydraulic disc': 'Disques hydrauliques Tektro',
  'SRAM Level TLM': 'SRAM Level TLM',
  'SRAM Maven 4-piston': 'SRAM Maven à 4 pistons',
  'Shimano MT201 hydraulic disc': 'Disques hydrauliques Shimano MT201',
  'Shimano hydraulic disc': 'Disques hydrauliques Shimano',
  'Shimano GRX hydraulic disc': 'Disques hydrauliques Shimano GRX',
  'SRAM hydraulic disc': 'Disques hydrauliques SRAM',
  'Mechanical disc': 'Disques mécaniques',
  'Shimano Dura-Ace hydraulic disc': 'Disques hydrauliques Shimano Dura-Ace',
  // Motors and batteries
  'Rear hub, 250 W, 40 Nm': 'Moteur-moyeu arrière, 250 W, 40 Nm',
  'Rear hub, 250 W, 45 Nm': 'Moteur-moyeu arrière, 250 W, 45 Nm',
  'Rear hub, 250 W, 50 Nm': 'Moteur-moyeu arrière, 250 W, 50 Nm',
  'Rear hub, torque sensing, 55 Nm': 'Moteur-moyeu arrière à capteur de couple, 55 Nm',
  '500 Wh integrated, removable': '500 Wh intégrée, amovible',
  '500 Wh integrated': '500 Wh intégrée',
  // Helmets
  'CPSC, CE EN 1078': 'CPSC, CE EN 1078',
  'CPSC, CE EN 1078, ASTM F1952': 'CPSC, CE EN 1078, ASTM F1952',
  '360° dial': 'Molette à 360°',
  'Dial with 3 height positions': 'Molette, 3 positions en hauteur',
  'Dial with 4 height positions': 'Molette, 4 positions en hauteur',
  'Rear, USB-C': 'Arrière, USB-C',
  // Gloves
  'Synthetic suede, no padding': 'Suède synthétique, sans rembourrage',
  'Synthetic leather with gel inserts': 'Cuir synthétique avec inserts de gel',
  'Synthetic leather with gel pads': 'Cuir synthétique avec coussinets de gel',
  'Clarino synthetic leather with foam': 'Cuir synthétique Clarino avec mousse',
  'Silicone-printed synthetic': 'Synthétique à impressions de silicone',
  'Thin synthetic, no padding': 'Synthétique mince, sans rembourrage',
  'Slip-on cuff': 'Poignet à enfiler',
  'Gauntlet with drawcord': 'Manchette avec cordon de serrage',
  'Hook-and-loop strap': 'Sangle autoagrippante',
  'Long cuff with strap': 'Long poignet avec sangle',
  'Spring to autumn': 'Du printemps à l’automne',
  'All year except deep winter': 'Toute l’année, sauf en plein hiver',
  'Lobster (three-finger)': 'Trois doigts (pince de homard)',
  'PrimaLoft 170 g': 'PrimaLoft 170 g',
  'Thinsulate 200 g': 'Thinsulate 200 g',
  'Yes, taped seams': 'Oui, coutures scellées',
  // Shoes
  'Slip-on': 'À enfiler',
  'Dial and strap': 'Molette et sangle',
  'Dial and zip gaiter': 'Molette et guêtre à glissière',
  'Three straps': 'Trois sangles',
  'Two BOA Li2 dials': 'Deux molettes BOA Li2',
  '3-bolt road (Look, Shimano SPD-SL)': 'Route à 3 boulons (Look, Shimano SPD-SL)',
  'None (flat pedals)': 'Aucune (pédales plates)',
  '2-bolt SPD': 'SPD à 2 boulons',
  '3-bolt road and 2-bolt SPD': 'Route à 3 boulons et SPD à 2 boulons',
  '3-bolt road': 'Route à 3 boulons',
  'Sticky rubber, flat': 'Caoutchouc adhérent, plate',
  'Nylon shank with rubber tread': 'Cambrion en nylon, semelle d’usure en caoutchouc',
  'Winter rubber with nylon shank': 'Caoutchouc d’hiver, cambrion en nylon',
  'Glass-fibre reinforced nylon': 'Nylon renforcé de fibre de verre',
  'Unidirectional carbon': 'Carbone unidirectionnel',
  'Carbon-reinforced nylon with rubber tread': 'Nylon renforcé de carbone, semelle d’usure en caoutchouc',
  '215 (EU 42)': '215 (pointure européenne 42)',
  '245 (EU 42)': '245 (pointure européenne 42)',
  '340 (EU 42)': '340 (pointure européenne 42)',
  '380 (EU 42)': '380 (pointure européenne 42)',
  '420 (EU 42)': '420 (pointure européenne 42)',
  '610 (EU 42)': '610 (pointure européenne 42)',
  // Bottles
  'BPA-free LDPE': 'PEBD sans BPA',
  'BPA-free LDPE, insulated': 'PEBD sans BPA, isotherme',
  'BPA-free polypropylene, double wall': 'Polypropylène sans BPA, double paroi',
  '18/8 stainless steel': 'Acier inoxydable 18/8',
  'Self-sealing silicone': 'Silicone autoscellante',
  'Twist-lock': 'Verrouillage par rotation',
  'Push-pull': 'Tirer-pousser',
  'Lockable self-sealing': 'Autoscellante verrouillable',
  'High-flow self-sealing': 'Autoscellante à grand débit',
  'Yes, top rack': 'Oui, panier du haut',
  'No, hand wash': 'Non, lavage à la main',
  '620 or 750': '620 ou 750',
  'Yes, about 2 hours': 'Oui, environ 2 heures',
  'Yes, about 1.5 hours': 'Oui, environ 1,5 heure',
  'Vacuum, 8 h hot / 16 h cold': 'Sous vide, 8 h au chaud, 16 h au froid',
};

/** The `{key}_fr` metadata of a product's specification: the French twin of each value the table knows. */
export function frenchSpecMetadata(specs: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(specs).flatMap(([key, value]) =>
      Object.hasOwn(FRENCH_SPEC_VALUES, value) ? [[`${key}_fr`, FRENCH_SPEC_VALUES[value]!]] : [],
    ),
  );
}
