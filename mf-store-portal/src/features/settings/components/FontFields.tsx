import { useField } from 'formik';
import { Radio } from 'shared/ui/antd';
import { FormikInput } from 'shared/ui/form';
import { HOSTED_FONT_FAMILIES } from '../hostedFonts';
import { useStorePortalT } from '../../../i18n/t';
import type { FontMode } from '../schema';

const MODES: FontMode[] = ['default', 'lookup', 'own'];

/** The storefront's font: the default, a family looked up by name, or the store's own files. */
export function FontFields() {
  const t = useStorePortalT();
  const [mode, , helpers] = useField<FontMode>('font_mode');
  return (
    <fieldset className="settings-fieldset">
      <legend>{t('settings.font')}</legend>
      <Radio.Group
        value={mode.value}
        onChange={(event) => void helpers.setValue(event.target.value)}
        options={MODES.map((value) => ({
          value,
          label: t(`settings.fontModes.${value}`),
        }))}
        aria-label={t('settings.font')}
      />
      {mode.value === 'lookup' && (
        <FormikInput
          name="font_style"
          label={t('settings.fontName')}
          required
          help={t('settings.fontNameHelp', {
            families: HOSTED_FONT_FAMILIES.join(', '),
          })}
        />
      )}
      {mode.value === 'own' && (
        <>
          <FormikInput
            name="regular_font_family_url"
            label={t('settings.regularFile')}
            required
            help={t('settings.regularFileHelp')}
          />
          <FormikInput
            name="bold_font_family_url"
            label={t('settings.boldFile')}
          />
          <FormikInput
            name="italic_font_family_url"
            label={t('settings.italicFile')}
          />
        </>
      )}
    </fieldset>
  );
}
