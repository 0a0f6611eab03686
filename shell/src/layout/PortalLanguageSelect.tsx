import { useId, type ChangeEvent } from 'react';
import {
  LANGUAGE_NAMES,
  offeredLanguages,
  useLanguage,
  type UiLanguage,
} from 'shared/i18n';
import { usePortalT } from './portalMessages';
import { choosePortalLanguage } from './portalLanguage';

/** The portal header's language: a labelled native select; the user's profile remembers the choice. */
export function PortalLanguageSelect({
  showLabel = false,
}: {
  /** show the 'Language' label (the phone's menu) or keep it for screen readers only (the header) */
  showLabel?: boolean;
}) {
  const t = usePortalT();
  const language = useLanguage();
  const id = useId();
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) =>
    void choosePortalLanguage(event.target.value as UiLanguage);
  return (
    <span className="portal-header__language">
      <label
        htmlFor={id}
        className={
          showLabel ? 'portal-header__label' : 'portal-visually-hidden'
        }
      >
        {t('header.language')}
      </label>
      <select
        id={id}
        className="portal-header__select"
        value={language}
        onChange={handleChange}
      >
        {offeredLanguages(language).map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {LANGUAGE_NAMES[lang]}
          </option>
        ))}
      </select>
    </span>
  );
}
