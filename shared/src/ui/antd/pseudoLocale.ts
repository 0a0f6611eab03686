import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import { pseudoRtl } from 'shared/i18n';

// The parts of antd's locale that hold formats or templates the components parse, kept as given.
const KEPT = new Set([
  'locale',
  'DatePicker',
  'TimePicker',
  'Calendar',
  'Form',
]);

function pseudoOf(value: unknown): unknown {
  if (typeof value === 'string') return pseudoRtl(value);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, pseudoOf(inner)]),
    );
  return value;
}

/**
 * antd's English words in the pseudo-locale (accented, inside right-to-left marks), so that the
 * pseudo-locale tests tell antd's words that follow the page's language from English left behind.
 */
export const pseudoAntdLocale: Locale = Object.fromEntries(
  Object.entries(enUS).map(([key, value]) => [
    key,
    KEPT.has(key) ? value : pseudoOf(value),
  ]),
) as unknown as Locale;
