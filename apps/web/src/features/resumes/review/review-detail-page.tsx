import { useTranslation } from 'react-i18next';

/** One resume under review (being built). */
export function ReviewDetailPage() {
  const { t } = useTranslation();
  return <h1>{t('resumes.review.title')}</h1>;
}
