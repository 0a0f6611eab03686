import { Formik } from 'formik';
import { useState } from 'react';
import type { WorkOrder } from 'shared/contracts/repair';
import {
  applyApiErrors,
  FormikForm,
  FormikSubmit,
  FormikTextArea,
} from 'shared/ui/form';
import { yup } from 'shared/validation';
import { useVendorT } from '../i18n/t';

const schema = yup.object({
  work_information: yup
    .string()
    .max(4000, 'Please keep the work information under 4000 characters.'),
});

/** Props of WorkInformationForm. */
export interface WorkInformationFormProps {
  workOrder: WorkOrder;
  /** saves the text with the version shown; false when it was refused (409: the page says why) */
  onSave: (workInformation: string, version: number) => Promise<boolean>;
  submitLabel?: string;
}

/**
 * The vendor's work information (what was done, what was found). It keeps what was typed when the
 * save is refused, so nothing is lost when someone else changed the work order meanwhile.
 */
export function WorkInformationForm({
  workOrder,
  onSave,
  submitLabel,
}: WorkInformationFormProps) {
  const t = useVendorT();
  const [saved, setSaved] = useState(false);
  return (
    <Formik
      initialValues={{ work_information: workOrder.work_information }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        setSaved(false);
        helpers.setStatus(undefined);
        try {
          // the version of the work order as it is now (a refresh after a 409 brings the new one)
          if (await onSave(values.work_information, workOrder.version))
            setSaved(true);
        } catch (error) {
          helpers.setStatus(applyApiErrors(error, helpers));
        }
      }}
    >
      <FormikForm label={t('shopFloor.info.label')}>
        <FormikTextArea
          name="work_information"
          label={t('shopFloor.info.label')}
          maxLength={4000}
        />
        <div className="vp-actions">
          <FormikSubmit>{submitLabel ?? t('shopFloor.info.save')}</FormikSubmit>
        </div>
        <p role="status" className="vp-saved">
          {saved ? t('shopFloor.info.saved') : ''}
        </p>
      </FormikForm>
    </Formik>
  );
}
