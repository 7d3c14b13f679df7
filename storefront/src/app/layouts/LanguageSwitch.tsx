import TranslationOutlined from '@ant-design/icons/TranslationOutlined';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { chooseLanguage, LANGUAGE_NAMES, pathIn } from '../../i18n/language';

/** The other language, as a link to this page in it (so it works without JavaScript too); the choice is remembered. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const other = currentLanguage() === 'hi' ? 'en' : 'hi';
  return (
    <a
      className="top-bar__language"
      href={pathIn(other, window.location.pathname)}
      hrefLang={other}
      lang={other}
      title={t('common.language.switchTo')}
      onClick={(event) => {
        event.preventDefault();
        chooseLanguage(other);
      }}
    >
      <TranslationOutlined aria-hidden /> <span>{LANGUAGE_NAMES[other]}</span>
    </a>
  );
}
