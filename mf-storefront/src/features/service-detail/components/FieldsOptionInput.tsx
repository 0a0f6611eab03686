import { useField } from 'formik';
import {
  restrictAnswer,
  type FieldsAnswer,
  type OptionField,
  type ServiceOption,
} from 'shared/options';
import { Input } from 'shared/ui/antd/core';
import type { OptionInputProps } from './OptionField';
import { st } from '../../../i18n/t';

const NBA_FIELDS: OptionField[] = [
  { type: 'number', label: 'current_size' },
  { type: 'number', label: 'desired_size' },
];
const INSURANCE_FIELDS: OptionField[] = [
  { type: 'number', label: 'retail_value' },
];

const KNOWN_FIELDS = ['current_size', 'desired_size', 'retail_value'];

/** A field's visible label: ours in the page's language, a store's own field from its name. */
const humanise = (label: string) => {
  if (KNOWN_FIELDS.includes(label)) return st(`serviceDetail.field.${label}`);
  const text = label.replace(/_/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The fields an nba, insurance or warranty option asks for, with their visible labels. */
export function fieldsOf(option: ServiceOption) {
  const given = option.meta_data?.fields ?? [];
  if (option.tag === 'nba')
    return NBA_FIELDS.map((f) => ({ ...f, text: humanise(f.label) }));
  if (option.tag === 'insurance')
    return (given.length ? given : INSURANCE_FIELDS).map((f) => ({
      ...f,
      text: humanise(f.label),
    }));
  const dateLabel =
    option.meta_data?.warranty_date_label || st('serviceDetail.purchaseDate');
  const rest = given.filter((f) => f.label !== 'purchase_date');
  return [
    { type: 'date', label: 'purchase_date', text: dateLabel },
    ...rest.map((f) => ({ ...f, text: humanise(f.label) })),
  ];
}

const inputTypeOf = (type: string) =>
  type === 'date' ? 'date' : type === 'number' ? 'number' : 'text';

/** nba current/desired size, insurance and warranty: one input per field; type 2 rules clamp on blur. */
export function FieldsOptionInput({
  option,
  id,
  labelId,
  describedBy,
  isInvalid,
}: OptionInputProps) {
  const [field, , helpers] = useField<FieldsAnswer | undefined>(
    `answers.${option.id}`,
  );
  const value = field.value ?? {};
  const handleBlur = () => {
    const restricted = restrictAnswer(option, value);
    const changed = Object.keys(restricted).some(
      (k) => restricted[k] !== value[k],
    );
    if (changed) void helpers.setValue(restricted);
    void helpers.setTouched(true);
  };
  return (
    <div
      id={id}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      className="sd-fields"
    >
      {fieldsOf(option).map((f) => {
        const inputId = `${id}-${f.label}`;
        return (
          <div className="sd-fields__item" key={f.label}>
            <label htmlFor={inputId}>{f.text}</label>
            <Input
              id={inputId}
              type={inputTypeOf(f.type)}
              value={String(value[f.label] ?? '')}
              onChange={(e) =>
                void helpers.setValue({ ...value, [f.label]: e.target.value })
              }
              onBlur={handleBlur}
              status={isInvalid ? 'error' : undefined}
              aria-invalid={isInvalid}
              aria-required={option.is_required || undefined}
              aria-describedby={describedBy}
            />
          </div>
        );
      })}
    </div>
  );
}
