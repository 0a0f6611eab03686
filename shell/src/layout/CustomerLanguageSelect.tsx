import { useId, type ChangeEvent } from 'react';
import {
  LANGUAGE_NAMES,
  offeredLanguages,
  setLanguage,
  useLanguage,
  type UiLanguage,
} from 'shared/i18n';
import { useTenant } from 'shared/tenant';
import { useShellT } from './CustomerMessages';

/** Props of CustomerLanguageSelect. */
export interface CustomerLanguageSelectProps {
  /** show the 'Language' label (the mobile menu) or keep it for screen readers only (the header) */
  showLabel?: boolean;
}

/** The customer's language: a labelled native select; the choice is remembered for this store. */
export function CustomerLanguageSelect({
  showLabel = false,
}: CustomerLanguageSelectProps) {
  const t = useShellT();
  const language = useLanguage();
  const { storeId } = useTenant();
  const id = useId();
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) =>
    setLanguage(event.target.value as UiLanguage, storeId);
  return (
    <div className="cl-search">
      <label
        htmlFor={id}
        className={showLabel ? 'cl-menu__item' : 'cl-visually-hidden'}
      >
        {t('header.language')}
      </label>
      <select
        id={id}
        className="cl-search__input"
        style={{ width: 'auto' }}
        value={language}
        onChange={handleChange}
      >
        {offeredLanguages(language).map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {LANGUAGE_NAMES[lang]}
          </option>
        ))}
      </select>
    </div>
  );
}
