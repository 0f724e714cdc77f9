import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { lazyWithWords } from '~/i18n/lazy-with-words.tsx';
import { $cartOpen } from './store.ts';

const CartDrawerDialog = lazyWithWords(['cartDrawer'], () => import('./CartDrawerDialog.tsx'));

/**
 * The cart drawer, on every page. Its dialog's code and words load the
 * first time the cart is opened, so pages pay for them only when it is used
 * (if they fail to load, the cart closes and the next opening tries again).
 */
export default function CartDrawer() {
  // Opened before the island hydrated (from another island's View cart), it opens once it has: the server drew none.
  const open = useStore($cartOpen, { ssr: 'initial' });
  // Fetched the first time the cart opens; from then on the dialog stays rendered and follows $cartOpen itself.
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <CartDrawerDialog
      onFailed={() => {
        $cartOpen.set(false);
        setWanted(false);
      }}
    />
  );
}
