import { useId, useState } from 'react';
import { localiseErrorMessage } from 'shared/i18n';
import { Banner, ErrorState } from 'shared/ui';
import { Card, Skeleton } from 'shared/ui/antd';
import '../../../records/records.css';
import { saveCustomerPriceList } from '../api';
import { useCustomerPriceList } from '../hooks';

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
          ? `${saved.price_list.name} applies to this customer.`
          : 'This customer pays the normal prices.',
      );
    } catch (e) {
      setProblem(
        e instanceof Error
          ? localiseErrorMessage(e.message)
          : 'We could not save the price list.',
      );
    } finally {
      setSaving(false);
    }
  };
  let body;
  if (isLoading && !priceList)
    body = (
      <div role="status" aria-label="Loading the price list">
        <Skeleton active title={false} paragraph={{ rows: 1 }} />
      </div>
    );
  else if (!priceList)
    body = (
      <ErrorState
        title="We could not load the customer’s price list."
        message={error?.message ?? ''}
        onRetry={() => void mutate()}
      />
    );
  else
    body = (
      <>
        <label htmlFor={selectId}>Price list</label>{' '}
        <select
          id={selectId}
          className="rec-select"
          value={priceList.price_list ? String(priceList.price_list.id) : NONE}
          disabled={!canEdit || isSaving}
          aria-busy={isSaving}
          onChange={(event) => void handleChange(event.target.value)}
        >
          <option value={NONE}>None (normal prices)</option>
          {priceList.choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.is_active ? choice.name : `${choice.name} (inactive)`}
            </option>
          ))}
        </select>
        {priceList.choices.length === 0 && (
          <p>
            The store has no price lists yet: make one under Services, Price
            lists.
          </p>
        )}
        {said && <Banner type="success" title={said} />}
        {problem && <Banner type="failure" title={problem} />}
      </>
    );
  return (
    <Card title="Price list" size="small">
      {body}
    </Card>
  );
}
