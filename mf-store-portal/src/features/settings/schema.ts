import {
  SETTINGS_MESSAGES,
  WEEK_DAYS,
  type Branding,
  type BrandingEdit,
  type OpeningHours,
  type WeekDay,
} from 'shared/contracts/settings';
import { yup } from 'shared/validation';

// The settings form's values: every text as a string ('' = not set), the font as one choice.

export type FontMode = 'default' | 'lookup' | 'own';

export const COLOUR_FIELDS = [
  ['button_color', 'Button'],
  ['button_hover_color', 'Button on hover'],
  ['button_hover_font_color', 'Button text on hover'],
  ['background_color', 'Background'],
  ['font_color', 'Text'],
  ['border_color', 'Borders'],
  ['top_bar_color', 'Top bar'],
] as const;
export type ColourField = (typeof COLOUR_FIELDS)[number][0];

/** One day of the week as the form edits it ('' = no time given). */
export interface OpeningDayValues {
  day: WeekDay;
  closed: boolean;
  opens: string;
  closes: string;
}

export interface SettingsValues extends Record<ColourField, string> {
  opening_hours: OpeningDayValues[];
  logo: string;
  favicon: string;
  top_bar_text: string;
  tagline: string;
  privacy_policy_link: string;
  terms_conditions_link: string;
  font_mode: FontMode;
  font_style: string;
  regular_font_family_url: string;
  bold_font_family_url: string;
  italic_font_family_url: string;
}

/** The week to edit: the store's, else seven empty days. */
function hoursValues(hours: OpeningHours | undefined): OpeningDayValues[] {
  return WEEK_DAYS.map((day) => {
    const d = hours?.find((h) => h.day === day);
    return {
      day,
      closed: d?.closed ?? false,
      opens: d?.opens ?? '',
      closes: d?.closes ?? '',
    };
  });
}

// Formik hands the schema empty texts as undefined.
const isEmptyDay = (d: OpeningDayValues) =>
  !d.closed && !(d.opens ?? '').trim() && !(d.closes ?? '').trim();

/** The week to save: null when every day is left empty (the store states no hours). */
function hoursEdit(days: OpeningDayValues[]): OpeningHours {
  if (days.every(isEmptyDay)) return null;
  return days.map((d) => ({
    day: d.day,
    closed: d.closed,
    opens: d.closed ? null : d.opens.trim() || null,
    closes: d.closed ? null : d.closes.trim() || null,
  }));
}

export function toValues(b: Branding): SettingsValues {
  return {
    opening_hours: hoursValues(b.opening_hours),
    logo: b.logo ?? '',
    favicon: b.favicon ?? '',
    button_color: b.button_color ?? '',
    button_hover_color: b.button_hover_color ?? '',
    button_hover_font_color: b.button_hover_font_color ?? '',
    background_color: b.background_color ?? '',
    font_color: b.font_color ?? '',
    border_color: b.border_color ?? '',
    top_bar_color: b.top_bar_color ?? '',
    top_bar_text: b.top_bar_text ?? '',
    tagline: b.tagline ?? '',
    privacy_policy_link: b.privacy_policy_link ?? '',
    terms_conditions_link: b.terms_conditions_link ?? '',
    font_mode: b.is_own_font
      ? 'own'
      : b.is_custom_font_style
        ? 'lookup'
        : 'default',
    font_style: b.font_style ?? '',
    regular_font_family_url: b.regular_font_family_url ?? '',
    bold_font_family_url: b.bold_font_family_url ?? '',
    italic_font_family_url: b.italic_font_family_url ?? '',
  };
}

const orNull = (value: string) => value.trim() || null;

export function toEdit(v: SettingsValues, version: number): BrandingEdit {
  return {
    version,
    logo: orNull(v.logo),
    favicon: orNull(v.favicon),
    button_color: orNull(v.button_color),
    button_hover_color: orNull(v.button_hover_color),
    button_hover_font_color: orNull(v.button_hover_font_color),
    background_color: orNull(v.background_color),
    font_color: orNull(v.font_color),
    border_color: orNull(v.border_color),
    top_bar_color: orNull(v.top_bar_color),
    top_bar_text: orNull(v.top_bar_text),
    tagline: orNull(v.tagline),
    opening_hours: hoursEdit(v.opening_hours),
    privacy_policy_link: orNull(v.privacy_policy_link),
    terms_conditions_link: orNull(v.terms_conditions_link),
    is_custom_font_style: v.font_mode !== 'default',
    is_own_font: v.font_mode === 'own',
    font_style: orNull(v.font_style),
    regular_font_family_url: orNull(v.regular_font_family_url),
    bold_font_family_url: orNull(v.bold_font_family_url),
    italic_font_family_url: orNull(v.italic_font_family_url),
  };
}

const colour = yup
  .string()
  .trim()
  .matches(/^(#[0-9a-fA-F]{6})?$/, SETTINGS_MESSAGES.colour);
const link = yup
  .string()
  .trim()
  .matches(/^(https?:\/\/[^\s]+)?$/i, SETTINGS_MESSAGES.url);
const fontFile = yup
  .string()
  .trim()
  .matches(
    /^(https?:\/\/[^\s]+\.(woff2|woff|ttf|otf))?$/i,
    SETTINGS_MESSAGES.fontFile,
  );

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = yup.string().trim().matches(TIME, {
  message: SETTINGS_MESSAGES.hoursTime,
  excludeEmptyString: true,
});

/** A day: its times well formed, closing after opening; a stated week leaves no day empty. */
const openingHours = yup
  .array()
  .of(
    yup.object({
      closed: yup.boolean(),
      opens: time,
      closes: time.test(
        'after-opening',
        SETTINGS_MESSAGES.hoursOrder,
        function (closes) {
          const { opens, closed } = this.parent as OpeningDayValues;
          if (
            closed ||
            !opens ||
            !closes ||
            !TIME.test(opens) ||
            !TIME.test(closes)
          )
            return true;
          return closes > opens;
        },
      ),
    }),
  )
  .test('whole-week', function (days) {
    const week = (days ?? []) as OpeningDayValues[];
    if (week.every(isEmptyDay)) return true;
    const i = week.findIndex((d) => !d.closed && (!d.opens || !d.closes));
    if (i < 0) return true;
    return this.createError({
      path: `opening_hours.${i}.${week[i]!.opens ? 'closes' : 'opens'}`,
      message: SETTINGS_MESSAGES.hoursRequired,
    });
  });

export const settingsSchema = yup.object({
  opening_hours: openingHours,
  ...Object.fromEntries(COLOUR_FIELDS.map(([name]) => [name, colour])),
  top_bar_text: yup.string().max(200, SETTINGS_MESSAGES.topBarText),
  tagline: yup.string().max(160, SETTINGS_MESSAGES.tagline),
  privacy_policy_link: link,
  terms_conditions_link: link,
  font_style: yup
    .string()
    .trim()
    .matches(/^([A-Za-z0-9][A-Za-z0-9 -]{0,59})?$/, SETTINGS_MESSAGES.fontName)
    .when('font_mode', {
      is: 'lookup',
      then: (s) => s.required(SETTINGS_MESSAGES.fontNameRequired),
    }),
  regular_font_family_url: fontFile.when('font_mode', {
    is: 'own',
    then: (s) => s.required(SETTINGS_MESSAGES.fontFileRequired),
  }),
  bold_font_family_url: fontFile,
  italic_font_family_url: fontFile,
});
