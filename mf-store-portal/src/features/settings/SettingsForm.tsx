import { Formik, useFormikContext } from 'formik';
import { isApiError } from 'shared/api';
import type { Branding } from 'shared/contracts/settings';
import {
  tenantPalette,
  WHITE_LABEL_DEFAULTS,
  type StoreSettings,
} from 'shared/tenant';
import { SaveDiscardBar } from 'shared/ui/portal';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikTextArea,
  FormStatusScope,
} from 'shared/ui/form';
import { useStorePortalT } from '../../i18n/t';
import { saveBranding } from './api';
import { ColourInput } from './components/ColourInput';
import { ContrastWarnings } from './components/ContrastWarnings';
import { FontFields } from './components/FontFields';
import { ImageField } from './components/ImageField';
import { LivePreview } from './components/LivePreview';
import { OpeningHoursFields } from './components/OpeningHoursFields';
import {
  COLOUR_FIELDS,
  settingsSchema,
  toEdit,
  toValues,
  type ColourField,
  type SettingsValues,
} from './schema';

/** Props of SettingsForm. */
export interface SettingsFormProps {
  branding: Branding;
  /** after a save or a 409: the page reloads the settings (their new version) */
  onSaved: () => Promise<unknown>;
}

const FALLBACKS: Record<ColourField, string> = {
  button_color: WHITE_LABEL_DEFAULTS.button,
  button_hover_color: WHITE_LABEL_DEFAULTS.button,
  button_hover_font_color: WHITE_LABEL_DEFAULTS.buttonHoverFont,
  background_color: WHITE_LABEL_DEFAULTS.background,
  font_color: '#1f1f1f',
  border_color: WHITE_LABEL_DEFAULTS.border,
  top_bar_color: WHITE_LABEL_DEFAULTS.button,
};

/** The colours being edited, as the storefront's palette (defaults where none is set). */
export function paletteOf(values: SettingsValues) {
  const colours = Object.fromEntries(
    COLOUR_FIELDS.map(([name]) => [name, values[name].trim() || null]),
  );
  return tenantPalette(colours as unknown as StoreSettings);
}

function Fields({ branding }: { branding: Branding }) {
  const { values, dirty, isSubmitting, submitForm, resetForm } =
    useFormikContext<SettingsValues>();
  const t = useStorePortalT();
  const palette = paletteOf(values);
  // The bar spans the form and its preview, so the two share the scope of the form's status.
  return (
    <FormStatusScope>
      <SaveDiscardBar
        isDirty={dirty}
        isSaving={isSubmitting}
        onSave={() => void submitForm()}
        onDiscard={() => resetForm()}
        title={t('settings.unsaved')}
        savedMessage={t('settings.saved')}
      />
      <div className="settings-page__layout">
        <FormikForm label={t('settings.form')}>
          <fieldset className="settings-fieldset">
            <legend>{t('settings.logoAndFavicon')}</legend>
            <ImageField name="logo" storeId={branding.store_id} />
            <ImageField name="favicon" storeId={branding.store_id} />
          </fieldset>
          <fieldset className="settings-fieldset">
            <legend>{t('settings.colours')}</legend>
            <ContrastWarnings
              palette={palette}
              hasFontColour={Boolean(values.font_color.trim())}
              hasHoverFontColour={Boolean(
                values.button_hover_font_color.trim(),
              )}
            />
            <div className="settings-colours">
              {COLOUR_FIELDS.map(([name]) => (
                <ColourInput
                  key={name}
                  name={name}
                  label={t(`settings.colour.${name}`)}
                  fallback={FALLBACKS[name]}
                />
              ))}
            </div>
          </fieldset>
          <fieldset className="settings-fieldset">
            <legend>{t('settings.searchEngines')}</legend>
            <FormikInput
              name="tagline"
              label={t('settings.tagline')}
              help={t('settings.taglineHelp')}
            />
          </fieldset>
          <OpeningHoursFields />
          <fieldset className="settings-fieldset">
            <legend>{t('settings.topBar')}</legend>
            <FormikTextArea
              name="top_bar_text"
              label={t('settings.topBarText')}
              rows={2}
              maxLength={200}
            />
          </fieldset>
          <FontFields />
          <fieldset className="settings-fieldset">
            <legend>{t('settings.links')}</legend>
            <FormikInput
              name="privacy_policy_link"
              label={t('settings.privacy')}
            />
            <FormikInput
              name="terms_conditions_link"
              label={t('settings.terms')}
            />
          </fieldset>
        </FormikForm>
        <LivePreview
          values={values}
          palette={palette}
          storeName={branding.store_name}
        />
      </div>
    </FormStatusScope>
  );
}

/** The white-label form: a refused or stale save keeps what was typed. */
export function SettingsForm({ branding, onSaved }: SettingsFormProps) {
  return (
    <Formik<SettingsValues>
      initialValues={toValues(branding)}
      validationSchema={settingsSchema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          const next = await saveBranding(
            branding.store_id,
            toEdit(values, branding.version),
          );
          helpers.resetForm({ values: toValues(next) });
          await onSaved();
        } catch (error) {
          helpers.setStatus(applyApiErrors(error, helpers));
          if (isApiError(error) && error.status === 409) await onSaved();
        }
      }}
    >
      <Fields branding={branding} />
    </Formik>
  );
}
