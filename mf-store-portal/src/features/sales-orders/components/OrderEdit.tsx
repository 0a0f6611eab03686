import {
  Form as FormikFormElement,
  Formik,
  useField,
  useFormikContext,
  type FormikHelpers,
} from 'formik';
import { useEffect, useMemo, type ReactNode } from 'react';
import { isApiError } from 'shared/api';
import { SaveDiscardBar } from 'shared/ui/portal';
import { Col, Form, Input, Row } from 'shared/ui/antd';
import { applyApiErrors, FormikInput } from 'shared/ui/form';
import { useStorePortalT } from '../../../i18n/t';
import { useLocationChoices } from '../../../records/lookups';
import '../../../records/records.css';
import { updateSalesOrder, type SalesOrder } from '../api';
import { orderEditSchema, type OrderEditValues } from '../schema';

const valuesOf = (order: SalesOrder): OrderEditValues => ({
  first_name: order.contact.first_name,
  last_name: order.contact.last_name,
  email: order.contact.email,
  phone: order.contact.phone ?? '',
  internal_notes: order.internal_notes ?? '',
  location_id: order.location ? String(order.location.id) : '',
});

/** Only what changed goes to the api (PATCH sends the fields to change). */
function changesOf(order: SalesOrder, values: OrderEditValues) {
  const before = valuesOf(order);
  const contactKeys = ['first_name', 'last_name', 'email', 'phone'] as const;
  const contactChanged = contactKeys.some((k) => values[k] !== before[k]);
  return {
    version: order.version ?? 1,
    ...(contactChanged
      ? {
          contact: {
            first_name: values.first_name.trim(),
            last_name: values.last_name.trim(),
            email: values.email.trim(),
            phone: (values.phone ?? '').trim(),
          },
        }
      : {}),
    ...(values.internal_notes !== before.internal_notes
      ? { internal_notes: values.internal_notes ?? '' }
      : {}),
    ...(values.location_id && values.location_id !== before.location_id
      ? { location_id: Number(values.location_id) }
      : {}),
  };
}

/** When the order changes elsewhere and nothing was typed here, the form shows the new values. */
function FollowOrder({ values }: { values: OrderEditValues }) {
  const { dirty, resetForm } = useFormikContext<OrderEditValues>();
  const key = JSON.stringify(values);
  useEffect(() => {
    if (!dirty) resetForm({ values: JSON.parse(key) as OrderEditValues });
    // Only a change of the saved values re-reads them, never a keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}

export interface OrderEditProviderProps {
  order: SalesOrder;
  onSaved: () => Promise<unknown> | void;
  children: ReactNode;
}

/** The order's edit form state around the page (so the Save/Discard bar can sit at its top). */
export function OrderEditProvider({
  order,
  onSaved,
  children,
}: OrderEditProviderProps) {
  const initial = useMemo(() => valuesOf(order), [order]);
  const handleSubmit = async (
    values: OrderEditValues,
    helpers: FormikHelpers<OrderEditValues>,
  ) => {
    helpers.setStatus(undefined);
    try {
      await updateSalesOrder(order.id, changesOf(order, values));
      helpers.resetForm({ values });
      await onSaved();
    } catch (error) {
      // A 409 keeps what was typed: the order reloads (new version) and SAVE can be pressed again.
      helpers.setStatus(applyApiErrors(error, helpers));
      if (isApiError(error) && error.status === 409) await onSaved();
    }
  };
  return (
    <Formik<OrderEditValues>
      initialValues={initial}
      validationSchema={orderEditSchema}
      onSubmit={handleSubmit}
    >
      <>
        <FollowOrder values={initial} />
        {children}
      </>
    </Formik>
  );
}

/** The Save/Discard top bar of the order's edit (it also says why the last save failed). */
export function OrderEditBar() {
  const t = useStorePortalT();
  const { dirty, isSubmitting, submitForm, resetForm } =
    useFormikContext<OrderEditValues>();
  return (
    <>
      <SaveDiscardBar
        isDirty={dirty}
        isSaving={isSubmitting}
        onSave={() => void submitForm()}
        onDiscard={() => resetForm()}
        title={t('salesOrder.unsaved')}
      />
    </>
  );
}

function NotesField() {
  const t = useStorePortalT();
  const [field] = useField<string>('internal_notes');
  return (
    <Form.Item
      label={t('salesOrder.internalNotes')}
      htmlFor="internal_notes"
      extra={t('salesOrder.notesHelp')}
    >
      <Input.TextArea {...field} id="internal_notes" rows={3} />
    </Form.Item>
  );
}

function LocationField() {
  const t = useStorePortalT();
  const [field] = useField<string>('location_id');
  const { locations } = useLocationChoices();
  return (
    <Form.Item label={t('salesOrder.location')} htmlFor="location_id">
      <select {...field} id="location_id" className="rec-select">
        {!field.value && (
          <option value="">{t('salesOrder.chooseLocation')}</option>
        )}
        {locations.map((l) => (
          <option key={l.id} value={String(l.id)}>
            {l.name}
          </option>
        ))}
      </select>
    </Form.Item>
  );
}

/** The order's editable fields: contact, internal notes and location (saved with the top bar). */
export function OrderEditCard() {
  const t = useStorePortalT();
  return (
    <FormikFormElement noValidate aria-label={t('salesOrder.editForm')}>
      <Form layout="vertical" component={false}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <FormikInput
              name="first_name"
              label={t('salesOrder.firstName')}
              required
              autoComplete="off"
            />
          </Col>
          <Col xs={24} md={12}>
            <FormikInput
              name="last_name"
              label={t('salesOrder.lastName')}
              required
              autoComplete="off"
            />
          </Col>
          <Col xs={24} md={12}>
            <FormikInput
              name="email"
              label={t('salesOrder.email')}
              type="email"
              required
              autoComplete="off"
            />
          </Col>
          <Col xs={24} md={12}>
            <FormikInput
              name="phone"
              label={t('salesOrder.phone')}
              autoComplete="off"
            />
          </Col>
          <Col xs={24} md={12}>
            <LocationField />
          </Col>
          <Col xs={24}>
            <NotesField />
          </Col>
        </Row>
      </Form>
    </FormikFormElement>
  );
}
