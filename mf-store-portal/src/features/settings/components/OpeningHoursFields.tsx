import { useField } from 'formik';
import type { WeekDay } from 'shared/contracts/settings';
import { Checkbox } from 'shared/ui/antd';
import { FormikInput } from 'shared/ui/form';
import type { OpeningDayValues } from '../schema';

const DAY_LABELS: Record<WeekDay, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** One day: closed, or its opening and closing times. */
function DayFields({ index, day }: { index: number; day: WeekDay }) {
  const name = `opening_hours.${index}`;
  const [closed, , helpers] = useField<boolean>(`${name}.closed`);
  return (
    <fieldset className="settings-hours__day">
      <legend>{DAY_LABELS[day]}</legend>
      <Checkbox
        id={`${name}.closed`}
        checked={closed.value}
        onChange={(event) => void helpers.setValue(event.target.checked)}
      >
        Closed
      </Checkbox>
      {!closed.value && (
        <div className="settings-hours__times">
          <FormikInput name={`${name}.opens`} label="Opens" type="time" />
          <FormikInput name={`${name}.closes`} label="Closes" type="time" />
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
  const whole = typeof meta.error === 'string' ? meta.error : null;
  return (
    <fieldset className="settings-fieldset settings-hours">
      <legend>Opening hours</legend>
      <p className="settings-hours__help" id="opening-hours-help">
        Search engines read them with your store&apos;s address and phone. Leave
        every day empty to state none.
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
