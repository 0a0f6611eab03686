import { Formik, useField, useFormikContext } from 'formik';
import { useValidationMessage } from 'shared/i18n';
import { useEffect, useState } from 'react';
import { Banner } from 'shared/ui';
import { Button, Checkbox, Form, Modal } from 'shared/ui/antd';
import {
  applyApiErrors,
  FormikTextArea,
  isNoAnswer,
  SaveRetry,
} from 'shared/ui/form';
import type { WorkOrder } from 'shared/contracts/repair';
import { statusWords, useStorePortalT } from '../../../i18n/t';
import { useLinkedVendors } from '../../../records/lookups';
import { createWorkOrder, type SalesOrder } from '../api';
import { workOrderSchema, type WorkOrderValues } from '../schema';

export interface WorkOrderDialogProps {
  order: SalesOrder;
  open: boolean;
  onClose: () => void;
  onCreated: (workOrder: WorkOrder) => void;
}

export const NO_VENDOR_MESSAGE =
  'No vendor is linked to your store yet. A vendor must be linked to your store before you can send it work: ask your vendor to connect with your store, or contact platform support.';

function FieldError({ name }: { name: keyof WorkOrderValues }) {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  const error = useValidationMessage(
    (meta.touched || submitCount > 0) && meta.error
      ? String(meta.error)
      : undefined,
  );
  return error ? (
    <p id={`wo-${name}-error`} className="rec-error" role="alert">
      {error}
    </p>
  ) : null;
}

function LinesField({ order }: { order: SalesOrder }) {
  const t = useStorePortalT();
  const [field, , helpers] = useField<number[]>('line_ids');
  const out = new Set(order.lines_out ?? []);
  const free = order.lines.filter((line) => !out.has(line.id));
  if (free.length === 0) return <p>{t('salesOrder.allOut')}</p>;
  return (
    <fieldset className="so-fieldset" aria-describedby="wo-line_ids-error">
      <legend>{t('salesOrder.itemsToSend')}</legend>
      <Checkbox.Group
        value={field.value}
        onChange={(v) => void helpers.setValue(v as number[])}
        options={free.map((line) => ({
          value: line.id,
          label: `${line.service.name} × ${line.quantity}`,
        }))}
      />
      <FieldError name="line_ids" />
    </fieldset>
  );
}

function VendorField() {
  const t = useStorePortalT();
  const [field] = useField<string>('vendor_id');
  const { vendors, isLoading } = useLinkedVendors();
  if (!isLoading && vendors.length === 0)
    return <Banner type="information" title={t('salesOrder.noVendor')} />;
  return (
    <Form.Item label={t('salesOrder.vendor')} htmlFor="wo-vendor" required>
      <select
        {...field}
        id="wo-vendor"
        className="rec-select"
        disabled={isLoading}
        aria-describedby="wo-vendor_id-error"
      >
        <option value="">{t('salesOrder.chooseVendor')}</option>
        {vendors.map((v) => (
          <option key={v.id} value={String(v.id)}>
            {v.name}
          </option>
        ))}
      </select>
      <FieldError name="vendor_id" />
    </Form.Item>
  );
}

function TextFields() {
  const t = useStorePortalT();
  const [due] = useField<string>('due_date');
  return (
    <>
      <FormikTextArea
        name="instructions"
        id="wo-instructions"
        label={t('salesOrder.instructions')}
      />
      <Form.Item label={t('salesOrder.dueDate')} htmlFor="wo-due">
        <input {...due} id="wo-due" type="date" className="so-date" />
      </Form.Item>
    </>
  );
}

function DialogBody({
  order,
  onClose,
}: Pick<WorkOrderDialogProps, 'order' | 'onClose'>) {
  const t = useStorePortalT();
  const { submitForm, isSubmitting, status } =
    useFormikContext<WorkOrderValues>();
  // What opened the dialog (focused when it mounts) gets focus back when it closes: Escape,
  // Cancel, the close button or a sent work order (the dialog unmounts, so antd cannot).
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement
      ? document.activeElement
      : null,
  );
  useEffect(
    () => () => {
      if (opener?.isConnected) opener.focus();
    },
    [opener],
  );
  return (
    <Modal
      open
      title={t('salesOrder.createWorkOrder')}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('salesOrder.cancel')}
        </Button>,
        <Button
          key="ok"
          type="primary"
          loading={isSubmitting}
          onClick={() => void submitForm()}
        >
          {t('salesOrder.sendToVendor')}
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div">
        {statusWords(status) && (
          <Banner
            type="failure"
            title={statusWords(status)}
            action={isNoAnswer(status) ? <SaveRetry /> : undefined}
          />
        )}
        <LinesField order={order} />
        <VendorField />
        <TextFields />
      </Form>
    </Modal>
  );
}

/** Sends some of the order's items to a linked vendor, with instructions and a due date. */
export function WorkOrderDialog({
  order,
  open,
  onClose,
  onCreated,
}: WorkOrderDialogProps) {
  if (!open) return null;
  return (
    <Formik<WorkOrderValues>
      initialValues={{
        vendor_id: '',
        line_ids: [],
        instructions: '',
        due_date: '',
      }}
      validationSchema={workOrderSchema}
      onSubmit={async (values, helpers) => {
        try {
          const workOrder = await createWorkOrder(order.id, {
            vendor_id: Number(values.vendor_id),
            line_ids: values.line_ids,
            instructions: (values.instructions ?? '').trim(),
            due_date: values.due_date || null,
          });
          onCreated(workOrder);
        } catch (error) {
          helpers.setStatus(applyApiErrors(error, helpers));
        }
      }}
    >
      <DialogBody order={order} onClose={onClose} />
    </Formik>
  );
}
