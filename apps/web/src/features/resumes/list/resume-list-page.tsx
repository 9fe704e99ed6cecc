import { useTranslation } from 'react-i18next';

/** RES-R01 (being built). */
export function ResumeListPage() {
  const { t } = useTranslation();
  return <h1>{t('resumes.list.title')}</h1>;
}
