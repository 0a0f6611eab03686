import { useFormikContext } from 'formik';
import { useDeferredValue, useId, useState } from 'react';
import type { StoreServiceListItem } from 'shared/contracts/storeServices';
import { Button, Input } from 'shared/ui/antd';
import { useStorePortalT } from '../../../../i18n/t';
import { useServiceSearch } from '../hooks';
import type { PriceListValues } from '../schema';

/** The list with `service` on it: a removed saved one comes back; a new one starts at its normal price. */
function withService(
  values: PriceListValues,
  service: StoreServiceListItem,
): PriceListValues {
  const at = values.entries.findIndex((e) => e.service_id === service.id);
  if (at >= 0)
    return {
      ...values,
      entries: values.entries.map((e, i) =>
        i === at ? { ...e, removed: false } : e,
      ),
    };
  return {
    ...values,
    entries: [
      ...values.entries,
      {
        service_id: service.id,
        service_name: service.name,
        normal_price: service.price,
        is_active: service.is_active,
        price: service.price,
        removed: false,
      },
    ],
  };
}

/** Finds the store's services by name (on the server) and adds them to the list. */
export function ServicePicker() {
  const id = useId();
  const t = useStorePortalT();
  const { values, setValues } = useFormikContext<PriceListValues>();
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search);
  const { services, error, isLoading } = useServiceSearch(term);
  const onList = new Set(
    values.entries.filter((e) => !e.removed).map((e) => e.service_id),
  );
  return (
    <div className="spl-picker">
      <label htmlFor={id}>{t('priceListEntries.find')}</label>
      <Input
        id={id}
        type="search"
        placeholder={t('priceListEntries.findPlaceholder')}
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {term.trim() !== '' && (
        <div role="status" className="spl-picker__status">
          {error
            ? t('priceListEntries.searchFailed')
            : isLoading && services.length === 0
              ? t('priceListEntries.searching')
              : services.length === 0
                ? t('priceListEntries.noMatch', { term: term.trim() })
                : ''}
        </div>
      )}
      {services.length > 0 && term.trim() !== '' && (
        <ul
          aria-label={t('priceListEntries.matching')}
          className="spl-picker__results"
        >
          {services.map((service) => (
            <li key={service.id}>
              <span>
                {service.name}{' '}
                <span className="spl-muted">${service.price}</span>
              </span>
              <Button
                size="small"
                disabled={onList.has(service.id)}
                aria-label={t('priceListEntries.addNamed', {
                  name: service.name,
                })}
                onClick={() => void setValues((v) => withService(v, service))}
              >
                {t(
                  onList.has(service.id)
                    ? 'priceListEntries.onList'
                    : 'priceListEntries.add',
                )}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
