import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/date-format.ts';
import { RichTextView } from '../../../shared/rich-text-view.tsx';
import { TypedText } from '../../../shared/typed-text.tsx';
import { ddApi, ddKeys } from '../dd.api.ts';

/** Application Guide (MOB-U06): the enabled round's name, window and notice, sanitised again on render. */
export function GuideTab() {
  const { t } = useTranslation();
  const enabled = useQuery({ queryKey: ddKeys.enabled(), queryFn: ddApi.enabled });
  if (enabled.isPending) return <Skeleton active />;
  if (enabled.isError) return <Alert type="error" showIcon message={t('doubleDegree.student.loadFailed')} />;
  const round = enabled.data.ddApplyManage;
  if (!round) return <Empty description={t('doubleDegree.student.guide.none')} data-testid="dd-guide-none" />;
  return (
    <div data-testid="dd-guide">
      <Descriptions column={1} size="small" bordered items={[
        { key: 'year', label: t('doubleDegree.student.guide.year'), children: <TypedText text={round.simpleName} /> },
        { key: 'window', label: t('doubleDegree.student.guide.window'), children: `${formatDateTime(round.singupStartTime)} ~ ${formatDateTime(round.singupEndTime)}` },
      ]} />
      <div lang="zh-CN" style={{ marginTop: 16 }}><RichTextView html={round.notice} data-testid="dd-guide-notice" /></div>
    </div>
  );
}
