import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { $cartOpen } from './store.ts';

const CartDrawerDialog = lazy(() => import('./CartDrawerDialog.tsx'));

/**
 * The cart drawer, persisted across navigations. Its dialog code loads the
 * first time the cart is opened, so pages pay for it only when it is used.
 */
export default function CartDrawer() {
  const open = useStore($cartOpen);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawerDialog />
    </Suspense>
  );
}
