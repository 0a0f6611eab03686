import { useField } from 'formik';
import { Radio } from 'shared/ui/antd';
import { FormikInput } from 'shared/ui/form';
import { HOSTED_FONT_FAMILIES } from '../hostedFonts';
import type { FontMode } from '../schema';

const MODES: { value: FontMode; label: string }[] = [
  { value: 'default', label: 'The platform font' },
  { value: 'lookup', label: 'A font family by name' },
  { value: 'own', label: 'Our own font files' },
];

/** The storefront's font: the default, a family looked up by name, or the store's own files. */
export function FontFields() {
  const [mode, , helpers] = useField<FontMode>('font_mode');
  return (
    <fieldset className="settings-fieldset">
      <legend>Font</legend>
      <Radio.Group
        value={mode.value}
        onChange={(event) => void helpers.setValue(event.target.value)}
        options={MODES}
        aria-label="Font"
      />
      {mode.value === 'lookup' && (
        <FormikInput
          name="font_style"
          label="Font family name"
          required
          help={`A family of the Google Fonts library. ${HOSTED_FONT_FAMILIES.join(', ')} are served by the platform itself; any other family loads from Google's servers.`}
        />
      )}
      {mode.value === 'own' && (
        <>
          <FormikInput
            name="regular_font_family_url"
            label="Regular font file address"
            required
            help="The https:// address of a .woff2, .woff, .ttf or .otf file."
          />
          <FormikInput
            name="bold_font_family_url"
            label="Bold font file address"
          />
          <FormikInput
            name="italic_font_family_url"
            label="Italic font file address"
          />
        </>
      )}
    </fieldset>
  );
}
