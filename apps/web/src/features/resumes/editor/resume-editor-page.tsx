import { useTranslation } from 'react-i18next';

/** RES-R02 / R03 (being built). */
export function ResumeEditorPage({ lang }: { lang: 'cn' | 'en' }) {
  const { t } = useTranslation();
  return <h1 lang={lang === 'cn' ? 'zh' : 'en'}>{t('resumes.editor.title')}</h1>;
}
