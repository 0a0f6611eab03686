import { useField } from 'formik';
import type { WeekDay } from 'shared/contracts/settings';
import { Checkbox } from 'shared/ui/antd';
import { useValidationMessage } from 'shared/i18n';
import { FormikInput } from 'shared/ui/form';
import { useStorePortalT } from '../../../i18n/t';
import type { OpeningDayValues } from '../schema';

/** One day: closed, or its opening and closing times. */
function DayFields({ index, day }: { index: number; day: WeekDay }) {
  const t = useStorePortalT();
  const name = `opening_hours.${index}`;
  const [closed, , helpers] = useField<boolean>(`${name}.closed`);
  return (
    <fieldset className="settings-hours__day">
      <legend>{t(`settings.days.${day}`)}</legend>
      <Checkbox
        id={`${name}.closed`}
        checked={closed.value}
        onChange={(event) => void helpers.setValue(event.target.checked)}
      >
        {t('settings.closed')}
      </Checkbox>
      {!closed.value && (
        <div className="settings-hours__times">
          <FormikInput
            name={`${name}.opens`}
            label={t('settings.opens')}
            type="time"
          />
          <FormikInput
            name={`${name}.closes`}
            label={t('settings.closes')}
            type="time"
          />
        </div>
      )}
    </fieldset>
  );
}

/**
 * The store's week. Left empty, the storefront states no hours; once one day is filled in, every
 * day needs its times or the Closed mark.
 */
export function OpeningHoursFields() {
  const [field, meta] = useField<OpeningDayValues[]>('opening_hours');
  const t = useStorePortalT();
  const whole = useValidationMessage(
    typeof meta.error === 'string' ? meta.error : undefined,
  );
  return (
    <fieldset className="settings-fieldset settings-hours">
      <legend>{t('settings.hours')}</legend>
      <p className="settings-hours__help" id="opening-hours-help">
        {t('settings.hoursHelp')}
      </p>
      {whole && (
        <p className="settings-hours__error" role="alert">
          {whole}
        </p>
      )}
      <div className="settings-hours__week">
        {field.value.map((d, i) => (
          <DayFields key={d.day} index={i} day={d.day} />
        ))}
      </div>
    </fieldset>
  );
}
