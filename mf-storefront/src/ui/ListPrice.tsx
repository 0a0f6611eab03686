import { useStorefrontT } from '../i18n/t';
import './listPrice.css';

/** Props of ListPrice. */
export interface ListPriceProps {
  /** the service's own price ("15.00") */
  price: string;
  /** the signed-in customer's price-list price, when they have one */
  listPrice: string | null | undefined;
  format: (price: string) => string;
}

/** A service's price: the customer's list price with the normal one struck through, or the price. */
export function ListPrice({ price, listPrice, format }: ListPriceProps) {
  const t = useStorefrontT();
  if (!listPrice) return <>{format(price)}</>;
  return (
    <>
      <span className="sf-sr-only">{t('services.yourPrice')} </span>
      {format(listPrice)}{' '}
      <del className="sf-list-price__normal">
        <span className="sf-sr-only">{t('services.normalPrice')} </span>
        {format(price)}
      </del>
    </>
  );
}
