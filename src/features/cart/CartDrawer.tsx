import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { $cartOpen } from './store.ts';

const CartDrawerDialog = lazy(() => import('./CartDrawerDialog.tsx'));

/**
 * The cart drawer, on every page. Its dialog code loads the
 * first time the cart is opened, so pages pay for it only when it is used.
 */
export default function CartDrawer() {
  const open = useStore($cartOpen);
  // Fetched the first time the cart opens; from then on the dialog stays rendered and follows $cartOpen itself.
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawerDialog />
    </Suspense>
  );
}
