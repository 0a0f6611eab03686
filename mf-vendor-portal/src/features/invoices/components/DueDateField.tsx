import { useField, useFormikContext } from 'formik';
import { Form, Input } from 'shared/ui/antd';
import { useValidationMessage } from 'shared/i18n';
import { useVendorT } from '../../../i18n/t';
import { today } from '../status';

/** The due date as a native date input (keyboard and phone pickers for free), not before today. */
export function DueDateField({ help }: { help: string }) {
  const [field, meta] = useField<string>('due_on');
  const { submitCount } = useFormikContext();
  const t = useVendorT();
  const error = useValidationMessage(
    (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined,
  );
  return (
    <Form.Item
      label={t('invoice.new.dueDate')}
      htmlFor="due_on"
      required
      validateStatus={error ? 'error' : undefined}
      help={error && <span id="due_on-error">{error}</span>}
      extra={<span id="due_on-help">{help}</span>}
    >
      <Input
        {...field}
        id="due_on"
        type="date"
        min={today()}
        className="inv-date"
        aria-required
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'due_on-error due_on-help' : 'due_on-help'}
      />
    </Form.Item>
  );
}
