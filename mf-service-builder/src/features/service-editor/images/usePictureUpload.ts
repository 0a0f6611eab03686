import { useImageUpload } from 'shared/ui/form';
import { useServiceHome } from '../../../side';

/** The builder's uploads: a store's pictures name its store, a vendor's own services none. */
export function usePictureUpload() {
  const home = useServiceHome();
  return useImageUpload(home?.side === 'store' ? home.storeId : undefined);
}
