import { Formik, useField } from 'formik';
import { useId } from 'react';
import { Checkbox } from 'shared/ui/antd';
import {
  applyApiErrors,
  FormikForm,
  FormikSubmit,
  FormikTextArea,
} from 'shared/ui/form';
import { useT } from 'shared/i18n';
import { MESSAGES, yup } from 'shared/validation';
import { NOTE_TOO_LONG } from './catalogue';

/** What a note form sends: the text (trimmed) and, where notes can be shared, whether it is. */
export interface NoteValues {
  body: string;
  is_shared: boolean;
}

/** Props of NoteForm. */
export interface NoteFormProps {
  /**
   * Saves the note (the record's own request): resolves false when the save did not happen (the
   * portal's write guard refused it), so the typed note stays; throws an api error to show it.
   */
  onSave: (values: NoteValues) => Promise<boolean | void>;
  /** offer "Share with the customer" (a sales order's notes; the tracking page shows them) */
  canShare?: boolean;
}

const noteSchema = yup.object({
  body: yup
    .string()
    .trim()
    .required(MESSAGES.required)
    .max(4000, NOTE_TOO_LONG),
});

function ShareBox() {
  const [field, , helpers] = useField<boolean>('is_shared');
  const t = useT('records');
  return (
    <Checkbox
      checked={field.value}
      onChange={(e) => void helpers.setValue(e.target.checked)}
    >
      {t('note.share')}
    </Checkbox>
  );
}

/** Adds a note to a record's timeline, in either portal: internal, or shared with the customer. */
export function NoteForm({ onSave, canShare = false }: NoteFormProps) {
  const id = useId();
  const t = useT('records');
  return (
    <Formik<NoteValues>
      initialValues={{ body: '', is_shared: false }}
      validationSchema={noteSchema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          const saved = await onSave({
            body: values.body.trim(),
            is_shared: canShare && values.is_shared,
          });
          if (saved !== false) helpers.resetForm();
        } catch (error) {
          helpers.setStatus(applyApiErrors(error, helpers));
        }
      }}
    >
      <FormikForm label={t('note.form')}>
        <FormikTextArea
          name="body"
          id={`${id}-note`}
          label={t('note.label')}
          required
          rows={3}
          maxLength={4000}
        />
        {canShare && <ShareBox />}
        <FormikSubmit>{t('note.submit')}</FormikSubmit>
      </FormikForm>
    </Formik>
  );
}
