import { FillStatus } from '@portal/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../shared/date-format.ts';
import { SUCCESS_TAG_COLOR } from '../survey-links.ts';

export const dateTime = (iso: string | null) => formatDateTime(iso, '-');
export const dateOnly = (iso: string | null) => formatDate(iso, '-');

/** 0 not filled in, 1 filled in (FEATURES SURV-S03); filled in is the success colour. */
export function FillStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return status === FillStatus.filled
    ? <Tag color={SUCCESS_TAG_COLOR} data-testid="survey-status">{t('surveys.status.filled')}</Tag>
    : <Tag data-testid="survey-status">{t('surveys.status.notFilled')}</Tag>;
}
