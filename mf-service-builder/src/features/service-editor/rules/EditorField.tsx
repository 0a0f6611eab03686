import { useId, type ReactNode } from 'react';
import { Form } from 'shared/ui/antd';
import { useShownMessage } from '../../../i18n/t';
import './editor.css';

/** What a control inside an EditorField spreads onto itself. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** Props of EditorField. */
export interface EditorFieldProps {
  label: ReactNode;
  /** The message under the field; it turns the field red and describes the control. */
  error?: string | null;
  /** A lasting explanation under the field (shown when there is no error). */
  hint?: ReactNode;
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/** An antd Form.Item around one native control, with its error or hint tied by aria-describedby. */
export function EditorField({
  label,
  error: message,
  hint,
  required,
  children,
}: EditorFieldProps) {
  const error = useShownMessage(message);
  const id = useId();
  const helpId = `${id}-help`;
  const help = error ?? hint;
  return (
    <Form.Item
      className="sbe-field"
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={help ? <span id={helpId}>{help}</span> : undefined}
    >
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': help ? helpId : undefined,
      })}
    </Form.Item>
  );
}
