import { FillStatus } from '@portal/contracts';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SUCCESS_TAG_COLOR } from '../survey-links.ts';

export const dateTime = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '-');
export const dateOnly = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD') : '-');

/** 0 not filled in, 1 filled in (FEATURES SURV-S03); filled in is the success colour. */
export function FillStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return status === FillStatus.filled
    ? <Tag color={SUCCESS_TAG_COLOR} data-testid="survey-status">{t('surveys.status.filled')}</Tag>
    : <Tag data-testid="survey-status">{t('surveys.status.notFilled')}</Tag>;
}
