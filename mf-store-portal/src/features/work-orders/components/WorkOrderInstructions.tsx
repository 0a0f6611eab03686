import { Formik, useField } from 'formik';
import { useState } from 'react';
import { isApiError } from 'shared/api';
import type { WorkOrder } from 'shared/contracts/repair';
import { Banner } from 'shared/ui';
import { Form } from 'shared/ui/antd';
import {
  applyApiErrors,
  FormikForm,
  FormikSubmit,
  FormikTextArea,
} from 'shared/ui/form';
import { useStorePortalT } from '../../../i18n/t';
import { updateWorkOrder } from '../api';

export interface WorkOrderInstructionsProps {
  workOrder: WorkOrder;
  onSaved: () => void;
}

interface Values {
  instructions: string;
  due_date: string;
}

function Fields() {
  const t = useStorePortalT();
  const [due] = useField<string>('due_date');
  return (
    <>
      <FormikTextArea
        name="instructions"
        id="wo-edit-instructions"
        label={t('workOrder.instructions')}
      />
      <Form.Item label={t('workOrder.dueDate')} htmlFor="wo-edit-due">
        <input {...due} id="wo-edit-due" type="date" className="rec-select" />
      </Form.Item>
    </>
  );
}

/** The store's instructions and due date for the vendor, saved with the version the page showed. */
export function WorkOrderInstructions({
  workOrder,
  onSaved,
}: WorkOrderInstructionsProps) {
  const t = useStorePortalT();
  const [saved, setSaved] = useState(false);
  return (
    <Formik<Values>
      initialValues={{
        instructions: workOrder.instructions,
        due_date: workOrder.due_date ?? '',
      }}
      onSubmit={async (values, helpers) => {
        setSaved(false);
        try {
          await updateWorkOrder(workOrder.id, {
            version: workOrder.version,
            instructions: values.instructions.trim(),
            due_date: values.due_date || null,
          });
          helpers.resetForm({ values });
          setSaved(true);
          onSaved();
        } catch (error) {
          helpers.setStatus(applyApiErrors(error, helpers));
          // What was typed stays; the page reloads the work order's version.
          if (isApiError(error) && error.status === 409) onSaved();
        }
      }}
    >
      <FormikForm label={t('workOrder.instructionsCard')}>
        {saved && <Banner type="success" title={t('workOrder.saved')} />}
        <Fields />
        <FormikSubmit>{t('workOrder.saveInstructions')}</FormikSubmit>
      </FormikForm>
    </Formik>
  );
}
