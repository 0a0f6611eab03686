import { Formik } from 'formik';
import { useState } from 'react';
import type {
  VendorLine,
  VendorRecordEdit,
} from 'shared/contracts/vendorSales';
import { Button } from 'shared/ui/antd';
import {
  applyApiErrors,
  FormikForm,
  FormikSubmit,
  FormikTextArea,
} from 'shared/ui/form';
import { yup } from 'shared/validation';
import { LinesField } from './LinesField';
import {
  linesSchema,
  nestedErrors,
  toLineInputs,
  toLineValues,
  type LineValues,
} from './lines';
import { VendorLines } from './RecordDetails';
import { useVendorT } from '../i18n/t';

/** Is a record's price still open in this status? */
export const isEditable = (statuses: readonly string[], status: string) =>
  statuses.includes(status);

interface EditValues {
  lines: LineValues[];
  notes: string;
}

const editSchema = yup.object({
  lines: linesSchema,
  notes: yup.string().max(4000, 'Please keep the notes under 4000 characters.'),
});

/** Props of RecordLines. */
export interface RecordLinesProps {
  record: {
    lines: VendorLine[];
    total: string;
    notes: string;
    version: number;
  };
  /** the record's price is still open (shared/contracts/vendorSales's VENDOR_EDITABLE_STATUSES) */
  isEditable: boolean;
  /** saves through the page's write (false after a 409: the page shows the record as it is now) */
  onSave: (edit: VendorRecordEdit) => Promise<boolean>;
}

/**
 * An order's or estimate's lines, and their edit while the price is open: the lines and the notes in
 * one form; a refused save keeps what was typed, and saving again sends the version now shown.
 */
export function RecordLines({ record, isEditable, onSave }: RecordLinesProps) {
  const t = useVendorT();
  const [isEditing, setEditing] = useState(false);
  if (!isEditing || !isEditable)
    return (
      <>
        <VendorLines lines={record.lines} total={record.total} />
        {isEditable && (
          <div className="vp-actions">
            <Button onClick={() => setEditing(true)}>
              {t('parts.lines.edit')}
            </Button>
          </div>
        )}
      </>
    );
  return (
    <Formik<EditValues>
      initialValues={{ lines: toLineValues(record.lines), notes: record.notes }}
      validationSchema={editSchema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          const saved = await onSave({
            version: record.version,
            lines: toLineInputs(values.lines),
            notes: values.notes.trim(),
          });
          if (saved) setEditing(false);
        } catch (error) {
          helpers.setStatus(
            applyApiErrors(error, {
              setErrors: (flat) =>
                helpers.setErrors(
                  nestedErrors<EditValues>(flat as Record<string, string>),
                ),
            }),
          );
        }
      }}
    >
      <FormikForm label={t('parts.lines.edit')}>
        <div className="vp-stack">
          <LinesField headingId="edit-lines" />
          <FormikTextArea
            name="notes"
            label={t('parts.lines.notes')}
            rows={3}
            maxLength={4000}
          />
          <div className="vp-actions">
            <FormikSubmit>{t('parts.lines.save')}</FormikSubmit>
            <Button onClick={() => setEditing(false)}>
              {t('parts.lines.cancel')}
            </Button>
          </div>
        </div>
      </FormikForm>
    </Formik>
  );
}
