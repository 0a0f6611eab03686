import { useId, useState } from 'react';
import { Banner, ErrorState } from 'shared/ui';
import { Card, Skeleton } from 'shared/ui/antd';
import '../../../records/records.css';
import { saveCustomerPriceList } from '../api';
import { useCustomerPriceList } from '../hooks';
import { errorWords, useStorePortalT } from '../../../i18n/t';

/** Props of PriceListCard. */
export interface PriceListCardProps {
  customerId: number;
  canEdit: boolean;
}

const NONE = '';

/**
 * The customer's price list: choosing one saves at once; the customer then sees and pays
 * its prices on the storefront (none: the normal prices). An inactive list applies to no one.
 */
export function PriceListCard({ customerId, canEdit }: PriceListCardProps) {
  const t = useStorePortalT();
  const selectId = useId();
  const { priceList, error, isLoading, mutate } =
    useCustomerPriceList(customerId);
  const [isSaving, setSaving] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const handleChange = async (value: string) => {
    setSaving(true);
    setSaid(null);
    setProblem(null);
    try {
      const saved = await saveCustomerPriceList(
        customerId,
        value === NONE ? null : Number(value),
      );
      await mutate(saved, { revalidate: false });
      setSaid(
        saved.price_list
          ? t('customer.priceListApplies', { name: saved.price_list.name })
          : t('customer.normalPrices'),
      );
    } catch (e) {
      setProblem(errorWords(e) ?? t('customer.priceListFailed'));
    } finally {
      setSaving(false);
    }
  };
  let body;
  if (isLoading && !priceList)
    body = (
      <div role="status" aria-label={t('customer.loadingPriceList')}>
        <Skeleton active title={false} paragraph={{ rows: 1 }} />
      </div>
    );
  else if (!priceList)
    body = (
      <ErrorState
        title={t('customer.priceListLoadFailed')}
        message={error?.message ?? ''}
        onRetry={() => void mutate()}
      />
    );
  else
    body = (
      <>
        <label htmlFor={selectId}>{t('customer.priceList')}</label>{' '}
        <select
          id={selectId}
          className="rec-select"
          value={priceList.price_list ? String(priceList.price_list.id) : NONE}
          disabled={!canEdit || isSaving}
          aria-busy={isSaving}
          onChange={(event) => void handleChange(event.target.value)}
        >
          <option value={NONE}>{t('customer.noPriceList')}</option>
          {priceList.choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.is_active
                ? choice.name
                : t('customer.inactive', { name: choice.name })}
            </option>
          ))}
        </select>
        {priceList.choices.length === 0 && <p>{t('customer.noPriceLists')}</p>}
        {said && <Banner type="success" title={said} />}
        {problem && <Banner type="failure" title={problem} />}
      </>
    );
  return (
    <Card title={t('customer.priceList')} size="small">
      {body}
    </Card>
  );
}
