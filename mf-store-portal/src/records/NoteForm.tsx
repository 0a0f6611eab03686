import { Formik, useField } from 'formik';
import {
  applyApiErrors,
  FormikForm,
  FormikSubmit,
  FormikTextArea,
} from 'shared/ui/form';
import { Checkbox } from 'shared/ui/antd';
import { MESSAGES, yup } from 'shared/validation';
import { addNote, type RecordPath } from './api';
import './records.css';

/** Props of NoteForm. */
export interface NoteFormProps {
  path: RecordPath;
  /** notes of a sales order may be shared with the customer (the tracking page shows them) */
  canShare?: boolean;
  onAdded: () => void;
}

interface NoteValues {
  body: string;
  is_shared: boolean;
}

const noteSchema = yup.object({
  body: yup
    .string()
    .trim()
    .required(MESSAGES.required)
    .max(4000, 'A note may have at most 4000 characters'),
});

function ShareBox() {
  const [field, , helpers] = useField<boolean>('is_shared');
  return (
    <Checkbox
      checked={field.value}
      onChange={(e) => void helpers.setValue(e.target.checked)}
    >
      Share with the customer (shown on their tracking page)
    </Checkbox>
  );
}

/** Adds a note to a record's timeline: internal, or shared with the customer. */
export function NoteForm({ path, canShare = false, onAdded }: NoteFormProps) {
  const id = `${path.replace(/\W/g, '-')}-note`;
  return (
    <Formik<NoteValues>
      initialValues={{ body: '', is_shared: false }}
      validationSchema={noteSchema}
      onSubmit={async (values, helpers) => {
        try {
          await addNote(path, {
            body: values.body.trim(),
            ...(canShare ? { is_shared: values.is_shared } : {}),
          });
          helpers.resetForm();
          onAdded();
        } catch (error) {
          helpers.setStatus(applyApiErrors(error, helpers));
        }
      }}
    >
      <FormikForm label="Add a note">
        <FormikTextArea name="body" id={id} label="Note" rows={3} />
        {canShare && <ShareBox />}
        <FormikSubmit>Add note</FormikSubmit>
      </FormikForm>
    </Formik>
  );
}
