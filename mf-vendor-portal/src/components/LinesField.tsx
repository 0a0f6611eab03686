import { FieldArray, useFormikContext } from 'formik';
import { Button } from 'shared/ui/antd';
import { FormikInput, FormikMoneyInput } from 'shared/ui/form';
import { EMPTY_LINE, type LineValues } from './lines';

/** The order's lines (description, quantity, unit price), one fieldset each; at least one. */
export function LinesField({
  headingId = 'new-lines',
}: {
  headingId?: string;
}) {
  const { values, errors, submitCount } = useFormikContext<{
    lines: LineValues[];
  }>();
  const listError =
    submitCount > 0 && typeof errors.lines === 'string' ? errors.lines : null;
  const total = values.lines.reduce(
    (sum, line) =>
      sum + (Number(line.quantity) || 0) * (Number(line.unit_price) || 0),
    0,
  );
  return (
    <FieldArray name="lines">
      {({ push, remove }) => (
        <section className="vp-card vp-stack" aria-labelledby={headingId}>
          <h2 id={headingId}>Lines</h2>
          {values.lines.map((_, index) => (
            <fieldset key={index} className="vs-line">
              <legend className="vs-sr-only">Line {index + 1}</legend>
              <FormikInput
                name={`lines.${index}.description`}
                label="Description"
                required
              />
              <FormikInput
                name={`lines.${index}.quantity`}
                label="Quantity"
                required
              />
              <FormikMoneyInput
                name={`lines.${index}.unit_price`}
                label="Unit price"
                prefix="$"
                required
              />
              <Button
                onClick={() => remove(index)}
                disabled={values.lines.length === 1}
                aria-label={`Remove line ${index + 1}`}
                style={{ marginTop: 30 }}
              >
                Remove
              </Button>
            </fieldset>
          ))}
          {listError && (
            <p className="vs-error" role="alert">
              {listError}
            </p>
          )}
          <div className="vp-actions">
            <Button onClick={() => push({ ...EMPTY_LINE })}>Add line</Button>
          </div>
          <p className="vs-total">Total: ${total.toFixed(2)}</p>
        </section>
      )}
    </FieldArray>
  );
}
