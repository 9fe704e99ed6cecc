import type { AdminRoundRow } from '@portal/contracts';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/date-format.ts';

const releaseColor = ['default', 'blue', 'purple'];
const timeColor = ['gold', 'green', 'default'];

/** A round's release status (draft, released, closed) and its time status (not started, open, ended). */
export function RoundStateTags({ round }: { round: Pick<AdminRoundRow, 'releaseStatus' | 'timeStatus'> }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap data-testid="round-state">
      <Tag color={releaseColor[round.releaseStatus]}>{t(`selection.admin.release.${round.releaseStatus}`)}</Tag>
      <Tag color={timeColor[round.timeStatus]}>{t(`selection.admin.time.${round.timeStatus}`)}</Tag>
    </Space>
  );
}

/** The kind and page type of a round in words ('Mentor · MBA alumni'). */
export function useRoundKindText() {
  const { t } = useTranslation();
  return (r: Pick<AdminRoundRow, 'selectionType' | 'pageType'>) => `${t(`selection.admin.kinds.${r.selectionType}`)} · ${t(`selection.admin.pageTypes.${r.pageType}`)}`;
}

export const roundWindowText = (r: Pick<AdminRoundRow, 'startTime' | 'endTime'>) => `${formatDateTime(r.startTime)} ~ ${formatDateTime(r.endTime)}`;
