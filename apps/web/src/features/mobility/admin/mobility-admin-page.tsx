import '../mobility-i18n.ts';
import { PlusOutlined } from '@ant-design/icons';
import type { AdminPlan, AdminProject } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Select, Space, Table, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/date-format.ts';
import { AudienceText } from '../../../shared/eligibility.tsx';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { testIdProps } from '../../../shared/paged-table.tsx';
import { mobilityApi, mobilityKeys, useMobilityMutation } from '../mobility.api.ts';
import { ApplicantsTable } from './applicants-table.tsx';
import { ExemptionReview } from './exemption-review.tsx';
import { PlanFormDialog } from './plan-form-dialog.tsx';
import { ProjectFormDialog } from './project-form-dialog.tsx';
import { StaffText } from '../staff-text.tsx';

/** The plan's projects with places taken and queued; add, edit (limits), delete one nobody applied to. */
function ProjectsTab({ planId }: { planId: number }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<{ open: boolean; editing: AdminProject | null }>({ open: false, editing: null });
  const list = useQuery({ queryKey: mobilityKeys.adminList('projects', planId), queryFn: () => mobilityApi.adminProjects(planId) });
  const remove = useMobilityMutation(mobilityApi.deleteProject);
  const columns: ColumnsType<AdminProject> = [
    { title: t('mobility.projects.name'), dataIndex: 'projectName', render: (v: string) => <StaffText>{v}</StaffText> },
    { title: t('mobility.projects.city'), dataIndex: 'city', render: (v: string) => <StaffText>{v}</StaffText> },
    { title: t('mobility.projects.activeTime'), dataIndex: 'activeTime', render: (v: string) => <StaffText>{v}</StaffText> },
    { title: t('mobility.projects.places'), key: 'places', render: (_, p) => `${p.selectCount} / ${p.limitCount}` },
    { title: t('mobility.projects.queue'), dataIndex: 'queueCount' },
    { title: t('common.eligibility.openTo'), key: 'eligibility', render: (_, p) => <AudienceText eligibility={p.eligibility} /> },
    {
      title: t('mobility.projects.action'), key: 'action',
      render: (_, p) => (
        <Space>
          <Button type="link" onClick={() => setDialog({ open: true, editing: p })}>{t('mobility.admin.edit')}</Button>
          <Popconfirm title={t('mobility.admin.deleteConfirm')} onConfirm={() => remove.mutateAsync(p.id).then(() => notifySuccess(), (e: unknown) => notifyError(e, 'warning'))}>
            <Button type="link" danger>{t('mobility.admin.delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Button icon={<PlusOutlined />} onClick={() => setDialog({ open: true, editing: null })} data-testid="project-new">{t('mobility.admin.newProject')}</Button>
      <Table<AdminProject> rowKey="id" size="middle" columns={columns} dataSource={list.data ?? []} loading={list.isPending} pagination={false} />
      <ProjectFormDialog planId={planId} open={dialog.open} editing={dialog.editing} onClose={() => setDialog({ open: false, editing: null })} />
    </Space>
  );
}

/** The plans with their windows and counts; new and edit open the plan form. */
function PlansTab({ plans, loading }: { plans: AdminPlan[]; loading: boolean }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<{ open: boolean; editing: AdminPlan | null }>({ open: false, editing: null });
  const columns: ColumnsType<AdminPlan> = [
    { title: t('mobility.plans.schoolYear'), dataIndex: 'schoolYearName', render: (v: string) => <StaffText>{v}</StaffText> },
    { title: t('mobility.plans.number'), dataIndex: 'number', render: (v: string) => <StaffText>{v}</StaffText> },
    {
      title: t('mobility.plans.window'), key: 'window',
      render: (_, p) => <>{formatDateTime(p.startTime)} ~ {formatDateTime(p.endTime)} {p.isOpen && <Tag color="success">{t('mobility.admin.open')}</Tag>} {p.isCurrent && <Tag color="blue">{t('mobility.admin.current')}</Tag>}</>,
    },
    {
      title: t('mobility.admin.exemptWindow'), key: 'exempt',
      render: (_, p) => (p.exemptBegin && p.exemptEnd ? <>{formatDateTime(p.exemptBegin)} ~ {formatDateTime(p.exemptEnd)} {p.exemptOpen && <Tag color="success">{t('mobility.admin.open')}</Tag>}</> : '-'),
    },
    { title: t('mobility.plans.projectCount'), dataIndex: 'projectCount' },
    { title: t('mobility.admin.applicants'), dataIndex: 'applicants' },
    { title: t('mobility.admin.exemptions'), dataIndex: 'exemptions' },
    { title: t('common.eligibility.openTo'), key: 'eligibility', render: (_, p) => <AudienceText eligibility={p.eligibility} /> },
    { title: t('mobility.projects.action'), key: 'action', render: (_, p) => <Button type="link" onClick={() => setDialog({ open: true, editing: p })}>{t('mobility.admin.edit')}</Button> },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Button icon={<PlusOutlined />} onClick={() => setDialog({ open: true, editing: null })} data-testid="plan-new">{t('mobility.admin.newPlan')}</Button>
      <Table<AdminPlan> rowKey="id" size="middle" columns={columns} dataSource={plans} loading={loading} pagination={false} onRow={() => testIdProps('admin-plan')} />
      <PlanFormDialog open={dialog.open} editing={dialog.editing} onClose={() => setDialog({ open: false, editing: null })} />
    </Space>
  );
}

/** The international office's console (role mobility.admin): plans, projects, exemption review, applicants and the export. */
export function MobilityAdminPage() {
  const { t } = useTranslation();
  const plans = useQuery({ queryKey: mobilityKeys.adminPlans(), queryFn: mobilityApi.adminPlans });
  const [chosen, setChosen] = useState<number | null>(null);
  const planId = chosen ?? plans.data?.[0]?.id ?? null;
  const perPlan = (node: (id: number) => React.ReactNode) => (planId === null ? null : node(planId));
  return (
    <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('mobility.admin.title')}</h1>} data-testid="mobility-admin-page"
      extra={(
        <Select style={{ minWidth: 260 }} value={planId ?? undefined} onChange={setChosen} aria-label={t('mobility.admin.plan')} data-testid="admin-plan-select"
          options={(plans.data ?? []).map((p) => ({ value: p.id, label: <StaffText>{p.schoolYearName} {p.number}</StaffText> }))} />
      )}>
      <Tabs items={[
        { key: 'plans', label: t('mobility.admin.tabs.plans'), children: <PlansTab plans={plans.data ?? []} loading={plans.isPending} /> },
        { key: 'projects', label: t('mobility.admin.tabs.projects'), children: perPlan((id) => <ProjectsTab planId={id} />) },
        { key: 'exemptions', label: t('mobility.admin.tabs.exemptions'), children: perPlan((id) => <ExemptionReview planId={id} />) },
        { key: 'applicants', label: t('mobility.admin.tabs.applicants'), children: perPlan((id) => <ApplicantsTable planId={id} />) },
      ]} />
    </Card>
  );
}
