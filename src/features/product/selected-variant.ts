/**
 * The variant the purchase panel has selected, shared with the gallery so it
 * can show that variant's image (spec section 4, "Gallery").
 */
import { atom } from 'nanostores';

export interface SelectedVariant {
  productId: string;
  options: string[];
  mediaUrl: string | null;
}

export const $selectedVariant = atom<SelectedVariant | null>(null);
