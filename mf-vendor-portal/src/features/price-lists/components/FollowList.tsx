import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import type { PriceList } from 'shared/contracts/priceLists';
import { toValues, type PriceListValues } from '../schema';

/**
 * Keeps an untouched form on the newest list: when the list is read again with another version
 * (someone saved meanwhile) and nothing was typed yet, the form takes it; typed prices are never replaced.
 */
export function FollowList({ priceList }: { priceList: PriceList }) {
  const { dirty, values, resetForm } = useFormikContext<PriceListValues>();
  useEffect(() => {
    if (!dirty && priceList.version !== values.version)
      resetForm({ values: toValues(priceList) });
  }, [priceList, dirty, values.version, resetForm]);
  return null;
}
