import { FieldArray, useFormikContext } from 'formik';
import { Button } from 'shared/ui/antd';
import { FormikInput, FormikMoneyInput } from 'shared/ui/form';
import { formatApiAmount, localiseMessage } from 'shared/i18n';
import { EMPTY_LINE, type LineValues } from './lines';
import { useVendorT } from '../i18n/t';

/** The order's lines (description, quantity, unit price), one fieldset each; at least one. */
export function LinesField({
  headingId = 'new-lines',
}: {
  headingId?: string;
}) {
  const { values, errors, submitCount } = useFormikContext<{
    lines: LineValues[];
  }>();
  const t = useVendorT();
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
          <h2 id={headingId}>{t('parts.lines.title')}</h2>
          {values.lines.map((_, index) => (
            <fieldset key={index} className="vs-line">
              <legend className="vs-sr-only">
                {t('parts.linesField.line', { number: index + 1 })}
              </legend>
              <FormikInput
                name={`lines.${index}.description`}
                label={t('parts.lines.description')}
                required
              />
              <FormikInput
                name={`lines.${index}.quantity`}
                label={t('parts.lines.quantity')}
                required
              />
              <FormikMoneyInput
                name={`lines.${index}.unit_price`}
                label={t('parts.lines.unitPrice')}
                prefix="$"
                required
              />
              <Button
                onClick={() => remove(index)}
                disabled={values.lines.length === 1}
                aria-label={t('parts.linesField.removeLine', {
                  number: index + 1,
                })}
                style={{ marginTop: 30 }}
              >
                {t('parts.linesField.remove')}
              </Button>
            </fieldset>
          ))}
          {listError && (
            <p className="vs-error" role="alert">
              {localiseMessage(listError)}
            </p>
          )}
          <div className="vp-actions">
            <Button onClick={() => push({ ...EMPTY_LINE })}>
              {t('parts.linesField.add')}
            </Button>
          </div>
          <p className="vs-total">
            {t('parts.lines.total', {
              total: formatApiAmount(total.toFixed(2)),
            })}
          </p>
        </section>
      )}
    </FieldArray>
  );
}
