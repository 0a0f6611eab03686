import { lazy, Suspense } from 'react';
import { PageLoader } from 'shared/ui';
import { useStorefrontT } from '../../i18n/t';

const CartPage = lazy(() => import('./CartPage'));

/** The cart page as its own chunk, so the storefront's first load stays small (ADR 0002). */
export function LazyCartPage() {
  const t = useStorefrontT();
  return (
    <Suspense fallback={<PageLoader label={t('cart.loading')} />}>
      <CartPage />
    </Suspense>
  );
}
