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
import { removalSchema, type RemovalValues } from '../schema';

/** Props of RemoveLocationsForm. */
export interface RemoveLocationsFormProps {
  items: BillItems;
  onRemove: (body: BillItemsRemoval) => Promise<BillItems>;
  /** the items as they are now, from a 409 answer (someone changed them) */
  onCurrent: (items: BillItems) => Promise<unknown>;
}

const plural = (n: number) => `${n} extra location${n === 1 ? '' : 's'}`;

/**
 * The owner removes extra locations not in use, asked first: they leave at the period's end and
 * are not refunded.
 */
export function RemoveLocationsForm({
  items,
  onRemove,
  onCurrent,
}: RemoveLocationsFormProps) {
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
        `${plural(count)} will leave your plan on ${end}. From then on your plan is ${money(next.next_monthly_total)} a month.`,
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
      title: `Remove ${plural(count)}?`,
      content: `They stay on your plan until ${end} and leave with the next period. What you paid for this period is not refunded.`,
      okText: 'Remove',
      cancelText: 'Cancel',
      onOk: () => remove(count, helpers),
    });
  };
  return (
    <>
      {done && <Banner type="success" title={done} />}
      {max === 0 ? (
        <p>
          No extra location is free to remove: each one is in use. To remove
          one, remove a location on your Locations page first.
        </p>
      ) : (
        <Formik<RemovalValues>
          initialValues={{ remove_count: '1' }}
          validationSchema={removalSchema(max)}
          onSubmit={handleSubmit}
        >
          <FormikForm label="Remove extra locations">
            <FormikInput
              name="remove_count"
              label="Extra locations to remove"
              help={`${max === 1 ? 'One is' : `Up to ${max} are`} not in use. They leave on ${end}, without a refund.`}
              required
            />
            <FormikSubmit>Remove</FormikSubmit>
          </FormikForm>
        </Formik>
      )}
    </>
  );
}
