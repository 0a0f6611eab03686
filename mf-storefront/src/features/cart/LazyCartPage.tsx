import { lazy, Suspense } from 'react';
import { PageLoader } from 'shared/ui';

const CartPage = lazy(() => import('./CartPage'));

/** The cart page as its own chunk, so the storefront's first load stays small (ADR 0002). */
export function LazyCartPage() {
  return (
    <Suspense fallback={<PageLoader label="Loading your cart" />}>
      <CartPage />
    </Suspense>
  );
}
