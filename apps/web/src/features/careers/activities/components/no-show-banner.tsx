import { messageText } from '@portal/contracts';
import type { NoShowStanding } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/date-format.ts';
import { messageLang } from '../../../../shared/language.ts';
import { activitiesApi, activityKeys } from '../activities.api.ts';

export const useNoShowStanding = () => useQuery({ queryKey: activityKeys.standing(), queryFn: activitiesApi.standing });

/** The refusal StudentSignUp would give (98100, or 98102 when an earlier term set the block), in the page's language. */
export function blockText(s: NoShowStanding & { blockedUntil: string }): string {
  const date = formatDate(s.blockedUntil);
  const earlier = s.blockTermBegin !== null && s.blockTermBegin !== s.termBegin;
  return earlier
    ? messageText('98102', messageLang(), { count: s.blockCount, date, termBegin: formatDate(s.blockTermBegin!) })!
    : messageText('98100', messageLang(), { count: s.blockCount, date })!;
}

/**
 * The no-show policy as it stands for the student, said before they try: the block with its count
 * and the day sign-ups open again, or, while the policy is on, this term's no-shows and what the
 * limit would do.
 */
export function NoShowBanner({ standing }: { standing: NoShowStanding | undefined }) {
  const { t } = useTranslation();
  const s = standing;
  if (!s || s.limit === 0) return null;
  if (s.blockedUntil) {
    return <Alert type="warning" showIcon style={{ marginBottom: 16 }} data-testid="activity-no-show-blocked" title={blockText({ ...s, blockedUntil: s.blockedUntil })} />;
  }
  if (s.noShows === 0) return null;
  return (
    <Alert type="info" showIcon style={{ marginBottom: 16 }} data-testid="activity-no-show-count"
      title={t('careers.activities.noShow.count', { count: s.noShows, limit: s.limit, days: s.blockDays })} />
  );
}
