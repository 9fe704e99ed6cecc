import { useTranslation } from 'react-i18next';

/** The career office's review queue (being built). */
export function ReviewQueuePage() {
  const { t } = useTranslation();
  return <h1>{t('resumes.review.title')}</h1>;
}
