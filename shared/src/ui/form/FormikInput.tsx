import { useField, useFormikContext } from 'formik';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useT, useValidationMessage } from 'shared/i18n';
import {
  EyeOutlined,
  Form,
  Input,
  type InputProps,
  type InputRef,
} from 'shared/ui/antd/core';
import './form.css';

/** Props of {@link FormikInput}. */
export interface FormikInputProps {
  /** the Formik field name; also the input's id */
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'time';
  /** shows the required mark and sets `aria-required` (validation stays in the schema) */
  required?: boolean;
  /** help text under the input, announced with it */
  help?: string;
  autoComplete?: string;
  placeholder?: string;
}

/**
 * An antd input bound to a Formik field: its error shows once the field is touched or the form
 * was submitted, and the error and help text are linked to the input by `aria-describedby`.
 * A password's eye toggle is a real button of at least 24×24 px named 'Show password' /
 * 'Hide password' after what it will do.
 */
export function FormikInput({
  name,
  label,
  type = 'text',
  required = false,
  help,
  autoComplete,
  placeholder,
}: FormikInputProps) {
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const error = useValidationMessage(
    (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined,
  );
  const errorId = `${name}-error`;
  const helpId = `${name}-help`;
  const describedBy =
    [error && errorId, help && helpId].filter(Boolean).join(' ') || undefined;
  const inputProps = {
    ...field,
    value: field.value ?? '',
    id: name,
    autoComplete,
    placeholder,
    status: error ? ('error' as const) : undefined,
    'aria-invalid': Boolean(error),
    'aria-required': required || undefined,
    'aria-describedby': describedBy,
  };
  return (
    <Form.Item
      label={label}
      htmlFor={name}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error && <span id={errorId}>{error}</span>}
      extra={help && <span id={helpId}>{help}</span>}
    >
      {type === 'password' ? (
        <PasswordInput {...inputProps} />
      ) : (
        <Input {...inputProps} type={type} />
      )}
    </Form.Item>
  );
}

// Keeps the caret in the field when the toggle is clicked (antd's Input.Password does the same).
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * antd's Input.Password names its eye 'Show' / 'Hide' on a span with `aria-pressed` (a name that
 * changes and a pressed state contradict each other): this one is a <button> whose name says
 * what it will do, in the page's language.
 */
function PasswordInput(props: Omit<InputProps, 'type'>) {
  const t = useT('common');
  const [visible, setVisible] = useState(false);
  const ref = useRef<InputRef>(null);
  // React mirrors a controlled value into the value attribute; a hidden password leaves no copy
  // there for CSS attribute selectors to read (antd's Input.Password does the same).
  useEffect(() => {
    const input = ref.current?.input;
    if (input?.type === 'password' && input.hasAttribute('value'))
      input.removeAttribute('value');
  });
  const handleToggle = (event: MouseEvent) => {
    // The affix wrapper moves focus to the input on any click: a keyboard user stays on the toggle.
    event.stopPropagation();
    setVisible((shown) => !shown);
  };
  return (
    <Input
      {...props}
      ref={ref}
      type={visible ? 'text' : 'password'}
      className="ui-password"
      suffix={
        <button
          type="button"
          className="ui-password__toggle"
          data-visible={visible || undefined}
          disabled={props.disabled}
          onMouseDown={keepFocus}
          onClick={handleToggle}
        >
          <EyeOutlined aria-hidden="true" />
          {/* A name from its text, not aria-label: a search by label ('Password') finds the field only. */}
          <span className="ui-password__name">
            {visible ? t('password.hide') : t('password.show')}
          </span>
        </button>
      }
    />
  );
}
