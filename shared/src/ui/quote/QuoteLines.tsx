import { Button, DeleteOutlined, Input } from 'shared/ui/antd';
import { KIND_LABELS, type DraftLine } from './quoteDraft';

export interface QuoteLinesProps {
  lines: DraftLine[];
  /** the api's refusals by field (`lines.2.unit_price`) */
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (lines: DraftLine[]) => void;
}

/** One field's refusal under it, tied to the field for screen readers. */
function FieldError({ id, text }: { id: string; text?: string }) {
  if (!text) return null;
  return (
    <div id={id} className="quote__error" role="alert">
      {text}
    </div>
  );
}

/** The quote's lines: a price per line; parts and labour the store added are named (their kind is the
 * button that added them) and every line but the last one left can be removed. */
export function QuoteLines({
  lines,
  errors,
  disabled,
  onChange,
}: QuoteLinesProps) {
  const update = (index: number, patch: Partial<DraftLine>) =>
    onChange(
      lines.map((line, i) => (i === index ? { ...line, ...patch } : line)),
    );

  return (
    <ol className="quote__lines" aria-label="Quote lines">
      {lines.map((line, index) => {
        const at = `lines.${index}`;
        const id = (field: string) => `quote-${line.key}-${field}`;
        const error = (field: string) => errors[`${at}.${field}`];
        const described = (field: string) =>
          error(field)
            ? { 'aria-describedby': id(`${field}-error`), 'aria-invalid': true }
            : {};
        const label =
          line.name || `New ${KIND_LABELS[line.kind].toLowerCase()}`;
        return (
          <li key={line.key} className="quote__line">
            <div className="quote__name">
              {line.id !== undefined ? (
                <>
                  <span className="quote__label">{KIND_LABELS[line.kind]}</span>
                  <strong>{line.name}</strong>
                  {line.choices.map((choice) => (
                    <span key={choice} className="quote__choice">
                      {choice}
                    </span>
                  ))}
                </>
              ) : (
                <>
                  <label className="quote__label" htmlFor={id('name')}>
                    {KIND_LABELS[line.kind]} name
                  </label>
                  <Input
                    id={id('name')}
                    value={line.name}
                    maxLength={200}
                    disabled={disabled}
                    onChange={(e) => update(index, { name: e.target.value })}
                    {...described('name')}
                  />
                  <FieldError id={id('name-error')} text={error('name')} />
                </>
              )}
            </div>
            <div className="quote__qty">
              <label className="quote__label" htmlFor={id('quantity')}>
                Quantity
              </label>
              <Input
                id={id('quantity')}
                type="number"
                min={1}
                max={99}
                value={line.quantity}
                disabled={disabled}
                onChange={(e) => update(index, { quantity: e.target.value })}
              />
            </div>
            <div className="quote__price">
              <label className="quote__label" htmlFor={id('unit_price')}>
                Unit price ($)
              </label>
              <Input
                id={id('unit_price')}
                inputMode="decimal"
                value={line.unit_price}
                disabled={disabled}
                onChange={(e) => update(index, { unit_price: e.target.value })}
                {...described('unit_price')}
              />
              <FieldError
                id={id('unit_price-error')}
                text={error('unit_price')}
              />
            </div>
            <div className="quote__remove">
              <Button
                aria-label={`Remove ${label}`}
                icon={<DeleteOutlined />}
                disabled={disabled || lines.length === 1}
                onClick={() => onChange(lines.filter((_, i) => i !== index))}
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
