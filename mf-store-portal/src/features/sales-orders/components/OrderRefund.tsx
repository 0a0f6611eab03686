import { Formik, useFormikContext } from 'formik';
import { useState } from 'react';
import { canRefundOrder } from 'shared/workflow';
import { hasPermission, LEVELS, MODULES, ROLES } from 'shared/permissions';
import { useSession } from 'shared/session';
import { Banner } from 'shared/ui';
import { Button, Form, Modal } from 'shared/ui/antd';
import { applyApiErrors, FormikInput, FormikMoneyInput } from 'shared/ui/form';
import { chargeSchema, yup } from 'shared/validation';
import { REFUND_MESSAGES } from 'shared/contracts/repair';
import { money } from '../../../components/money';
import { statusWords, useStorePortalT } from '../../../i18n/t';

import { refundOrder, type SalesOrder } from '../api';

// The Refund action of a paid sales order: for the store's people with the refund module's create
// permission at the order's location, while something of the payment is left to give back.

interface RefundValues {
  amount: string;
  reason: string;
}

/** Whether the signed-in user may refund this order now (the api checks the same). */
export function useCanRefund(order: SalesOrder): boolean {
  const { role, store } = useSession();
  const roleId = role?.role_id;
  const isStoreUser =
    Boolean(store) &&
    (roleId === ROLES.STORE_OWNER || roleId === ROLES.STORE_STAFF);
  return (
    isStoreUser &&
    canRefundOrder(order.payment_status) &&
    Number(order.refund?.refundable ?? 0) > 0 &&
    hasPermission(
      role,
      MODULES.REFUND,
      LEVELS.CREATE,
      order.location?.id ?? 'ANY',
    )
  );
}

/** What a charge asks of an amount and a reason, and no more than is left to refund. */
const refundSchema = (refundable: string) =>
  chargeSchema().concat(
    yup.object({
      amount: yup
        .string()
        .test(
          'refundable',
          REFUND_MESSAGES.tooMuch(refundable),
          (value) => !value || Number(value) <= Number(refundable),
        ),
    }),
  );

function DialogBody({
  refundable,
  onClose,
}: {
  refundable: string;
  onClose: () => void;
}) {
  const t = useStorePortalT();
  const { submitForm, isSubmitting, status, values } =
    useFormikContext<RefundValues>();
  return (
    <Modal
      open
      title={t('salesOrder.refundTitle')}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('salesOrder.cancel')}
        </Button>,
        <Button
          key="ok"
          type="primary"
          danger
          loading={isSubmitting}
          onClick={() => void submitForm()}
        >
          {t('salesOrder.refundAmount', {
            amount: money(values.amount.trim() || '0'),
          })}
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div">
        {statusWords(status) && (
          <Banner type="failure" title={statusWords(status)} />
        )}
        <p>{t('salesOrder.refundUpTo', { amount: money(refundable) })}</p>
        <FormikMoneyInput
          name="amount"
          id="refund-amount"
          label={t('salesOrder.amount')}
          required
        />
        <FormikInput name="reason" label={t('salesOrder.reason')} required />
      </Form>
    </Modal>
  );
}

/** The Refund button and its dialog (amount prefilled with all that is left, a reason, confirm). */
export function OrderRefund({
  order,
  onRefunded,
}: {
  order: SalesOrder;
  onRefunded: (message: string) => void;
}) {
  const t = useStorePortalT();
  const [open, setOpen] = useState(false);
  const allowed = useCanRefund(order);
  if (!allowed) return null;
  const refundable = order.refund!.refundable;
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        {t('salesOrder.refund')}
      </Button>
      {open && (
        <Formik<RefundValues>
          initialValues={{ amount: refundable, reason: '' }}
          validationSchema={refundSchema(refundable)}
          onSubmit={async (values, helpers) => {
            try {
              const amount = values.amount.trim();
              await refundOrder(order.id, {
                amount,
                reason: values.reason.trim(),
              });
              setOpen(false);
              onRefunded(t('salesOrder.refundDone', { amount: money(amount) }));
            } catch (error) {
              helpers.setStatus(applyApiErrors(error, helpers));
            }
          }}
        >
          <DialogBody refundable={refundable} onClose={() => setOpen(false)} />
        </Formik>
      )}
    </>
  );
}
