import '../mobility-i18n.ts';
import { ReloadOutlined } from '@ant-design/icons';
import { encodeListId, TripHistory, type TripPlan } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Modal, Result, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/date-format.ts';
import { AudienceText, IneligibleReason, useIneligibleText } from '../../../shared/eligibility.tsx';
import { RichTextView } from '../../../shared/rich-text-view.tsx';
import { testIdProps } from '../../../shared/paged-table.tsx';
import { mobilityApi, mobilityKeys } from '../mobility.api.ts';
import { StaffText } from '../staff-text.tsx';
import { ExemptionButton } from './exemption-dialog.tsx';

/** The plan list (MOB-U02): Select opens the statement; confirming goes to the project list in the mode the plan allows. */
function PlanList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [pageNo, setPageNo] = useState(0);
  const [chosen, setChosen] = useState<TripPlan | null>(null);
  const plans = useQuery({ queryKey: mobilityKeys.plans(pageNo), queryFn: () => mobilityApi.plans(pageNo) });
  const ineligibleText = useIneligibleText();
  const columns: ColumnsType<TripPlan> = [
    { title: t('mobility.plans.schoolYear'), dataIndex: 'schoolYearName', render: (v: string) => <StaffText>{v}</StaffText> },
    { title: t('mobility.plans.number'), dataIndex: 'number', render: (v: string) => <StaffText>{v}</StaffText> },
    { title: t('mobility.plans.window'), key: 'window', render: (_, p) => `${formatDateTime(p.startTime)} ~ ${formatDateTime(p.endTime)}` },
    { title: t('mobility.plans.projectCount'), dataIndex: 'projectCount' },
    {
      // Whom the plan is for, and why not the student, before they open it (README 'Eligibility').
      title: t('common.eligibility.openTo'), key: 'eligibility',
      render: (_, p) => (
        <>
          <AudienceText eligibility={p.eligibility} testId={`plan-audience-${p.id}`} />
          {!p.eligible && <IneligibleReason text={ineligibleText('97200', [p.eligibility])} testId={`plan-ineligible-${p.id}`} />}
        </>
      ),
    },
    {
      title: t('mobility.plans.action'), key: 'action',
      render: (_, p) => <Button type="link" onClick={() => setChosen(p)} data-testid={`plan-select-${p.id}`}>{t('mobility.plans.select')}</Button>,
    },
  ];
  const go = () => {
    if (!chosen) return;
    // The mode only chooses the first view; the server decides what the student may do (MOB-S05).
    navigate(`/visiting-scholar/list/${encodeListId(chosen.isOpen && chosen.isCurrent ? 'select' : 'show', chosen.id)}`);
  };
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button icon={<ReloadOutlined />} onClick={() => void client.invalidateQueries({ queryKey: mobilityKeys.all })} data-testid="plans-refresh">{t('mobility.plans.refresh')}</Button>
      </Space>
      <Table<TripPlan> rowKey="id" size="middle" columns={columns} loading={plans.isPending} dataSource={plans.data?.data ?? []}
        onRow={() => testIdProps('plan-row')}
        pagination={{ current: pageNo + 1, pageSize: 10, total: plans.data?.total ?? 0, onChange: (p) => setPageNo(p - 1), showSizeChanger: false }} />
      <Modal open={chosen !== null} title={t('mobility.plans.statementTitle')} onCancel={() => setChosen(null)} onOk={go}
        okText={t('mobility.plans.confirm')} cancelText={t('common.actions.cancel')} okButtonProps={{ 'data-testid': 'statement-confirm' }} width={720}>
        <div lang="zh-CN"><RichTextView html={chosen?.explain ?? ''} data-testid="statement-text" /></div>
      </Modal>
    </>
  );
}

const joinedText: Record<number, string> = {
  [TripHistory.exempted]: 'mobility.history.exempted',
  [TripHistory.joined]: 'mobility.history.joined',
  [TripHistory.joinedComplete]: 'mobility.history.joinedComplete',
};

/** Study trip (MOB-R01, U01): the history decides between 'no information', the plan list, 'has applied' or 'no data'. */
export function StudyTripPage() {
  const { t } = useTranslation();
  const history = useQuery({ queryKey: mobilityKeys.history(), queryFn: mobilityApi.history });
  const h = history.data;
  let body;
  if (history.isPending) body = null;
  else if (h === TripHistory.noInfo) body = <Empty description={t('mobility.history.noInfo')} data-testid="trip-no-info" />;
  else if (h === TripHistory.selectable) body = <PlanList />;
  else if (h !== undefined && joinedText[h]) body = <Result status="success" title={t(joinedText[h])} data-testid={`trip-history-${h}`} />;
  else body = <Empty description={t('mobility.history.noData')} data-testid="trip-no-data" />;
  return (
    <div style={{ width: '90%', margin: '0 auto' }}>
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('mobility.title')}</h1>} extra={<ExemptionButton />} data-testid="study-trip-page">
        {history.isError && <Alert type="error" showIcon message={t('mobility.loadFailed')} />}
        {body}
      </Card>
    </div>
  );
}
