import {
  SETTINGS_MESSAGES,
  WEEK_DAYS,
  type OpeningHours,
} from 'shared/contracts/settings';

// A store's opening hours as the owner saves them: the whole week, each day once, a closed day
// without times and an open day from one time to a later one on the same day.

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The week to store (Monday first, a closed day's times dropped) and the field errors, keyed
 * `opening_hours.<index>.<field>` after the index the owner sent the day at.
 */
export function checkOpeningHours(hours: OpeningHours): {
  value: OpeningHours;
  errors: Record<string, string>;
} {
  if (hours === null) return { value: null, errors: {} };
  const errors: Record<string, string> = {};
  const days = new Set(hours.map((h) => h.day));
  if (hours.length !== WEEK_DAYS.length || days.size !== WEEK_DAYS.length)
    return {
      value: hours,
      errors: { opening_hours: SETTINGS_MESSAGES.hoursDays },
    };
  hours.forEach((h, i) => {
    if (h.closed) return;
    const key = (field: string) => `opening_hours.${i}.${field}`;
    for (const field of ['opens', 'closes'] as const) {
      const value = h[field]?.trim() ?? '';
      if (value === '') errors[key(field)] = SETTINGS_MESSAGES.hoursRequired;
      else if (!TIME.test(value))
        errors[key(field)] = SETTINGS_MESSAGES.hoursTime;
    }
    if (
      !errors[key('opens')] &&
      !errors[key('closes')] &&
      h.closes!.trim() <= h.opens!.trim()
    )
      errors[key('closes')] = SETTINGS_MESSAGES.hoursOrder;
  });
  const value = WEEK_DAYS.map((day) => {
    const h = hours.find((x) => x.day === day)!;
    return h.closed
      ? { day, closed: true, opens: null, closes: null }
      : {
          day,
          closed: false,
          opens: h.opens?.trim() ?? null,
          closes: h.closes?.trim() ?? null,
        };
  });
  return { value, errors };
}
