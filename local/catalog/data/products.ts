import type { ProductSource } from '../source-types.ts';
import { ELECTRIC_ROAD_BIKES } from './electric-road-bikes.ts';
import { GLOVES } from './gloves.ts';
import { HELMETS } from './helmets.ts';
import { MOUNTAIN_BIKES } from './mountain-bikes.ts';
import { ROAD_BIKES } from './road-bikes.ts';
import { SHOES } from './shoes.ts';
import { WATER_BOTTLES } from './water-bottles.ts';

/**
 * Every hand-written product, in the order media ids are assigned (from 1001).
 * Inserting a product shifts the media ids of the products after it; nothing
 * outside the catalogue stores them, but tests should look ids up rather than
 * hard-code them.
 */
export const HAND_WRITTEN_PRODUCTS: ProductSource[] = [
  ...MOUNTAIN_BIKES,
  ...ROAD_BIKES,
  ...ELECTRIC_ROAD_BIKES,
  ...HELMETS,
  ...GLOVES,
  ...SHOES,
  ...WATER_BOTTLES,
];
