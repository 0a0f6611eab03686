import { Formik } from 'formik';
import {
  applyApiErrors,
  FormikForm,
  FormikSubmit,
  FormikTextArea,
} from 'shared/ui/form';
import { addNote } from '../../../workOrders/api';
import { noteSchema } from '../schema';

/** Props of NoteForm. */
export interface NoteFormProps {
  workOrderId: number;
  write: (action: () => Promise<unknown>) => Promise<boolean>;
}

/** Adds a note to the work order's timeline (the store reads it). */
export function NoteForm({ workOrderId, write }: NoteFormProps) {
  return (
    <Formik
      initialValues={{ body: '' }}
      validationSchema={noteSchema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          if (
            await write(() =>
              addNote(workOrderId, { body: values.body.trim() }),
            )
          )
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
