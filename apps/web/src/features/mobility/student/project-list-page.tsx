import '../mobility-i18n.ts';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { decodeListId, encodeListId, messageText, PROJECT_PAGE_SIZE, VisitSelectStatus, type VisitProject } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Table, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { confirmAsync, notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { messageLang } from '../../../shared/language.ts';
import { testIdProps } from '../../../shared/paged-table.tsx';
import { IneligibleAlert, IneligibleReason, useIneligibleText } from '../../../shared/eligibility.tsx';
import { RichTextView } from '../../../shared/rich-text-view.tsx';
import { mobilityApi, mobilityKeys, useMobilityMutation } from '../mobility.api.ts';
import { StaffText } from '../staff-text.tsx';
import { Countdown } from './countdown.tsx';
import { DocumentsDrawer } from './documents-drawer.tsx';

/** The caller's state on a row: selected, queued with its position (rankNumber − selectCount), or nothing. */
function StateTag({ p }: { p: VisitProject }) {
  const { t } = useTranslation();
  if (p.selectStatus === VisitSelectStatus.selected) return <Tag color="success" data-testid={`project-state-${p.id}`}>{t('mobility.projects.selected')}</Tag>;
  if (p.selectStatus === VisitSelectStatus.queued) {
    return <Tag color="warning" data-testid={`project-state-${p.id}`}>{t('mobility.projects.queued', { n: (p.rankNumber ?? 0) - p.selectCount })}</Tag>;
  }
  return <span data-testid={`project-state-${p.id}`}>-</span>;
}

/** Visiting projects (MOB-R02, U04): the action column only in 'select' mode and only when the server allows it. */
export function ProjectListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mode, planId } = decodeListId(useParams().id ?? '');
  const [pageNo, setPageNo] = useState(0);
  const [docs, setDocs] = useState(false);
  const plan = useQuery({ queryKey: mobilityKeys.plan(planId ?? 0), queryFn: () => mobilityApi.plan(planId!), enabled: planId !== null });
  const list = useQuery({ queryKey: mobilityKeys.projects(planId ?? 0, pageNo), queryFn: () => mobilityApi.projects(planId!, pageNo), enabled: planId !== null });
  const apply = useMobilityMutation(mobilityApi.apply);
  const cancel = useMobilityMutation(mobilityApi.cancel);
  const rows = list.data?.data ?? [];
  const allowed = rows.length > 0 ? rows[0]!.isSelect : (plan.data?.isOpen ?? false) && (plan.data?.isCurrent ?? false);
  const selecting = mode === 'select' && allowed;
  const hasApplied = rows.some((r) => r.selectStatus !== null);
  const ineligibleText = useIneligibleText();
  const planEligible = plan.data?.eligible ?? true;
  const toSelect = useCallback(() => {
    if (planId !== null && mode !== 'select') navigate(`/visiting-scholar/list/${encodeListId('select', planId)}`, { replace: true });
  }, [mode, navigate, planId]);

  const act = async (p: VisitProject, what: 'apply' | 'cancel') => {
    if (!(await confirmAsync({ title: t(what === 'apply' ? 'mobility.projects.confirmApply' : 'mobility.projects.confirmCancel', { name: p.projectName }) }))) return;
    try {
      if (what === 'apply') {
        const r = await apply.mutateAsync(p.id);
        notifySuccess(r.selectStatus === VisitSelectStatus.selected ? t('mobility.projects.appliedSelected') : t('mobility.projects.appliedQueued', { n: r.rankNumber - r.selectCount }));
      } else {
        await cancel.mutateAsync(p.id);
        notifySuccess();
      }
    } catch (err) {
      notifyError(err, 'warning');
    }
  };

  const columns: ColumnsType<VisitProject> = [
    { title: t('mobility.projects.name'), dataIndex: 'projectName', render: (v: string) => <StaffText>{v}</StaffText> },
    { title: t('mobility.projects.city'), dataIndex: 'city', render: (v: string) => <StaffText>{v}</StaffText> },
    { title: t('mobility.projects.activeTime'), dataIndex: 'activeTime', render: (v: string) => <StaffText>{v}</StaffText> },
    { title: t('mobility.projects.places'), key: 'places', render: (_, p) => <span data-testid={`project-places-${p.id}`}>{p.selectCount} / {p.limitCount}</span> },
    { title: t('mobility.projects.queue'), key: 'queue', render: (_, p) => Math.max(0, p.rankCount - p.selectCount) },
    { title: t('mobility.projects.state'), key: 'state', render: (_, p) => <StateTag p={p} /> },
  ];
  if (selecting) {
    columns.push({
      title: t('mobility.projects.action'), key: 'action',
      render: (_, p) => {
        if (p.selectStatus !== null) return <Button type="link" danger onClick={() => void act(p, 'cancel')} data-testid={`project-cancel-${p.id}`}>{t('mobility.projects.cancel')}</Button>;
        // Outside the plan or the project: the button stays, disabled, with the server's reason (README 'Eligibility').
        const reason = p.eligible ? null : !planEligible ? t('mobility.projects.planNotForYou') : ineligibleText('97201', [p.eligibility]);
        return (
          <>
            <Button type="link" disabled={hasApplied || reason !== null} onClick={() => void act(p, 'apply')} data-testid={`project-apply-${p.id}`}>{t('mobility.projects.apply')}</Button>
            {reason && <IneligibleReason text={reason} testId={`project-ineligible-${p.id}`} />}
          </>
        );
      },
    });
  }
  const noPermission = mode === 'select' && list.isSuccess && !allowed;
  const listTab = (
    <Space direction="vertical" style={{ width: '100%' }}>
      {plan.data && <Countdown startTime={plan.data.startTime} endTime={plan.data.endTime} serverTime={plan.data.serverTime} onZero={toSelect} />}
      {noPermission && <Alert type="warning" showIcon message={messageText('97000', messageLang())} data-testid="no-permission" />}
      {plan.data && <IneligibleAlert code="97200" views={[plan.data.eligibility]} eligible={plan.data.eligible} testId="plan-ineligible" />}
      {hasApplied && (
        <Button onClick={() => setDocs(true)} data-testid="documents-open">{t('mobility.documents.open')}</Button>
      )}
      <Table<VisitProject> rowKey="id" size="middle" columns={columns} dataSource={rows} loading={list.isPending && planId !== null}
        onRow={() => testIdProps('project-row')}
        pagination={{ current: pageNo + 1, pageSize: PROJECT_PAGE_SIZE, total: list.data?.total ?? 0, onChange: (n) => setPageNo(n - 1), showSizeChanger: false }} />
    </Space>
  );
  return (
    <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('mobility.projects.title')}</h1>}
      extra={<Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/visiting-scholar')} data-testid="projects-back">{t('mobility.projects.back')}</Button>}
      data-testid="project-list-page">
      {planId === null ? <Alert type="warning" showIcon message={messageText('97001', messageLang())} /> : (
        <Tabs items={[
          { key: 'list', label: t('mobility.projects.tabs.list'), children: listTab },
          { key: 'description', label: t('mobility.projects.tabs.description'), children: <div lang="zh-CN"><RichTextView html={plan.data?.explain ?? ''} data-testid="plan-explain" /></div> },
        ]} />
      )}
      {planId !== null && <DocumentsDrawer planId={planId} open={docs} onClose={() => setDocs(false)} />}
    </Card>
  );
}
