import { useTranslation } from 'react-i18next';

/** RES-R04 (being built). */
export function ManualPage() {
  const { t } = useTranslation();
  return <h1>{t('resumes.manual.title')}</h1>;
}
