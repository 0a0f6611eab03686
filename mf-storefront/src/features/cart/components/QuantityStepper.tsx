import { useState, type FormEvent } from 'react';
import { QUANTITY_MAX, QUANTITY_MIN } from '../api';
import { useStorefrontT } from '../../../i18n/t';

export interface QuantityStepperProps {
  value: number;
  /** what the quantity is of, for the accessible names */
  label: string;
  onChange: (quantity: number) => void;
}

const isValid = (n: number) =>
  Number.isInteger(n) && n >= QUANTITY_MIN && n <= QUANTITY_MAX;

/** − / number / + for a quantity of 1–99; a typed value is sent when the field is left or Enter is pressed. */
export function QuantityStepper({
  value,
  label,
  onChange,
}: QuantityStepperProps) {
  const t = useStorefrontT();
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    const n = Number(draft);
    setDraft(null);
    if (isValid(n) && n !== value) onChange(n);
  };
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    commit();
  };

  return (
    <form
      className="sf-stepper"
      onSubmit={handleSubmit}
      aria-label={t('cart.quantityOf', { service: label })}
    >
      <button
        type="button"
        className="sf-stepper__button"
        aria-label={t('cart.decrease', { service: label })}
        disabled={value <= QUANTITY_MIN}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <input
        className="sf-stepper__input"
        type="number"
        inputMode="numeric"
        min={QUANTITY_MIN}
        max={QUANTITY_MAX}
        aria-label={t('cart.quantityOf', { service: label })}
        value={draft ?? String(value)}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
      />
      <button
        type="button"
        className="sf-stepper__button"
        aria-label={t('cart.increase', { service: label })}
        disabled={value >= QUANTITY_MAX}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </form>
  );
}
