import { useField, useFormikContext } from 'formik';
import { useValidationMessage } from 'shared/i18n';
import { useStorePortalT } from '../../../i18n/t';

/** Props of ColourInput. */
export interface ColourInputProps {
  name: string;
  label: string;
  /** the colour the storefront uses while this one is not set */
  fallback: string;
}

/**
 * One colour: a colour picker and its #rrggbb text, bound to the same field. Empty text means the
 * storefront's default; the error shows under both once the field is touched or the form submitted.
 */
export function ColourInput({ name, label, fallback }: ColourInputProps) {
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const t = useStorePortalT();
  const error = useValidationMessage(
    (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined,
  );
  const valid = /^#[0-9a-f]{6}$/i.test(field.value);
  const errorId = `${name}-error`;
  return (
    <div className="settings-colour">
      <label className="settings-colour__label" htmlFor={name}>
        {label}
      </label>
      <div className="settings-colour__inputs">
        <input
          type="color"
          aria-label={t('settings.picker', { label })}
          value={valid ? field.value.toLowerCase() : fallback}
          onChange={(event) => {
            void helpers.setValue(event.target.value);
            void helpers.setTouched(true, false);
          }}
        />
        <input
          {...field}
          id={name}
          className="settings-colour__text"
          placeholder={t('settings.colourDefault', { colour: fallback })}
          maxLength={7}
          spellCheck={false}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      {error && (
        <p id={errorId} className="settings-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
