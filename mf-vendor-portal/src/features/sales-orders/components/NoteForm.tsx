import { Formik } from 'formik';
import {
  applyApiErrors,
  FormikForm,
  FormikSubmit,
  FormikTextArea,
} from 'shared/ui/form';
import { addSalesOrderNote } from '../../../vendorSales/api';
import { noteSchema } from '../schema';

/** Props of NoteForm. */
export interface NoteFormProps {
  orderId: number;
  write: (action: () => Promise<unknown>) => Promise<boolean>;
}

/** Adds a note to the order's timeline. */
export function NoteForm({ orderId, write }: NoteFormProps) {
  return (
    <Formik
      initialValues={{ body: '' }}
      validationSchema={noteSchema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          if (await write(() => addSalesOrderNote(orderId, values.body.trim())))
            helpers.resetForm();
        } catch (error) {
          helpers.setStatus(applyApiErrors(error, helpers));
        }
      }}
    >
      <FormikForm label="Add a note">
        <FormikTextArea
          name="body"
          label="Note"
          required
          rows={2}
          maxLength={4000}
        />
        <div className="vp-actions">
          <FormikSubmit>Add note</FormikSubmit>
        </div>
      </FormikForm>
    </Formik>
  );
}
