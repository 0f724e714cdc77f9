/**
 * The variant the purchase panel has selected, shared with the gallery so it
 * can show that variant's image.
 */
import { atom } from 'nanostores';

export interface SelectedVariant {
  productId: string;
  options: string[];
  mediaUrl: string | null;
}

export const $selectedVariant = atom<SelectedVariant | null>(null);
