import { Segmented } from '@/components/ui/segmented';
import { useTranslation } from 'react-i18next';
import { languages, useLanguage, type Language } from '@/lib/i18n';

export function LanguagePicker() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <Segmented<Language>
      size="small"
      aria-label={t('layout.language')}
      value={language}
      onChange={setLanguage}
      options={languages.map((code) => ({ value: code, label: code.toUpperCase(), title: t(`common.languages.${code}`) }))}
    />
  );
}
