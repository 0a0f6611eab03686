import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import type { BillItems, BillItemsRemoval } from 'shared/contracts/billing';
import { formatDate } from 'shared/dates';
import { Banner } from 'shared/ui';
import { useAppFeedback } from 'shared/ui/antd';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import { showCurrentItems } from '../../../components/locationsPurchase';
import { money } from '../../../components/money';
import { useStorePortalT } from '../../../i18n/t';
import { removalSchema, type RemovalValues } from '../schema';

/** Props of RemoveLocationsForm. */
export interface RemoveLocationsFormProps {
  items: BillItems;
  onRemove: (body: BillItemsRemoval) => Promise<BillItems>;
  /** the items as they are now, from a 409 answer (someone changed them) */
  onCurrent: (items: BillItems) => Promise<unknown>;
}

/**
 * The owner removes extra locations not in use, asked first: they leave at the period's end and
 * are not refunded.
 */
export function RemoveLocationsForm({
  items,
  onRemove,
  onCurrent,
}: RemoveLocationsFormProps) {
  const t = useStorePortalT();
  const { modal } = useAppFeedback();
  const [done, setDone] = useState<string | null>(null);
  const max = items.removable_locations;
  const end = items.period ? formatDate(items.period.end) : '';
  const remove = async (
    count: number,
    helpers: FormikHelpers<RemovalValues>,
  ) => {
    try {
      const next = await onRemove({ locations: count, version: items.version });
      setDone(
        t('billItems.removed', {
          count,
          end,
          amount: money(next.next_monthly_total),
        }),
      );
      helpers.resetForm({ values: { remove_count: '1' } });
    } catch (failure) {
      await showCurrentItems(failure, onCurrent);
      // The api names the count `locations`, the form `remove_count`.
      helpers.setStatus(
        applyApiErrors(failure, {
          setErrors: ({ locations }: { locations?: string }) =>
            helpers.setErrors({ remove_count: locations }),
        }),
      );
    }
  };
  const handleSubmit = async (
    values: RemovalValues,
    helpers: FormikHelpers<RemovalValues>,
  ) => {
    helpers.setStatus(undefined);
    setDone(null);
    const count = Number(values.remove_count.trim());
    // The question's own Remove button waits for the api; the form is not left submitting.
    modal.confirm({
      title: t('billItems.removeAsk', { count }),
      content: t('billItems.removeText', { end }),
      okText: t('billItems.remove'),
      cancelText: t('billItems.cancel'),
      onOk: () => remove(count, helpers),
    });
  };
  return (
    <>
      {done && <Banner type="success" title={done} />}
      {max === 0 ? (
        <p>{t('billItems.noneFree')}</p>
      ) : (
        <Formik<RemovalValues>
          initialValues={{ remove_count: '1' }}
          validationSchema={removalSchema(max)}
          onSubmit={handleSubmit}
        >
          <FormikForm label={t('billItems.removeTitle')}>
            <FormikInput
              name="remove_count"
              label={t('billItems.removeCount')}
              help={t('billItems.removeHelp', { count: max, end })}
              required
            />
            <FormikSubmit>{t('billItems.remove')}</FormikSubmit>
          </FormikForm>
        </Formik>
      )}
    </>
  );
}
