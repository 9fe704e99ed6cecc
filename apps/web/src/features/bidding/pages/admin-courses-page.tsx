import '../bidding.css';
import { ArrowLeftOutlined, ExportOutlined, ImportOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { AdminCourseRow } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { confirmAsync, notifyError, notifyMessage, notifySuccess } from '../../../shared/feedback.ts';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { testIdProps } from '../../../shared/paged-table.tsx';
import { PermissionGate } from '../../../shared/permission-gate.tsx';
import { ADMIN_PAGE, adminPaths, biddingAdminApi, openFile, useAdminCourses, useAdminMutation, useAdminPlan } from '../bidding-admin.api.ts';
import { biddingKeys } from '../bidding.api.ts';
import { AdminCourseDialog } from '../components/admin-course-dialog.tsx';
import { CourseBiddersDrawer } from '../components/course-bidders-drawer.tsx';
import { PlanFairnessNote, figuresText } from '../components/clearing-texts.tsx';
import { ClassTimeList, CourseNameCell } from '../components/course-cells.tsx';
import { CourseImportDialog } from '../components/course-import-dialog.tsx';
import { PlanNotFound, StaffOnly } from '../components/page-guards.tsx';

/**
 * The courses of one plan (issue #3, staff console): add, edit, delete (only without bids),
 * import from xlsx, each course's bidders and clearing prices, and the results export.
 */
function AdminCourses() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const client = useQueryClient();
  const params = useParams();
  const planId = Number(params.planId);
  const valid = Number.isInteger(planId) && planId > 0;
  const plan = useAdminPlan(valid ? planId : 0);
  const courses = useAdminCourses(valid ? planId : 0);
  const [editing, setEditing] = useState<AdminCourseRow | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [results, setResults] = useState<AdminCourseRow | null>(null);
  const remove = useAdminMutation((id: number) => biddingAdminApi.deleteCourse(id));
  const exporting = useAdminMutation(() => biddingAdminApi.exportResults(planId));
  const replaying = useAdminMutation((round: 1 | 2) => biddingAdminApi.replay(planId, round));

  if (!valid || plan.isError) return <PlanNotFound />;
  const pageType = plan.data?.pageType ?? 'mba';

  const onDelete = async (c: AdminCourseRow) => {
    const name = pickText(lang, c.courseNameCN, c.courseNameEN);
    if (!(await confirmAsync({ title: t('bidding.admin.courses.deleteConfirm', { name }), okText: t('common.actions.delete'), okButtonProps: { danger: true }, cancelText: t('common.actions.cancel') }))) return;
    try {
      await remove.mutateAsync(c.id);
      notifySuccess(t('bidding.admin.courses.deleted'));
    } catch (e) {
      notifyError(e);
    }
  };

  // The replay runs the round's clearing again from its published seed and bids and compares the stored result.
  const onReplay = async (round: 1 | 2) => {
    try {
      const r = await replaying.mutateAsync(round);
      if (r.matches) notifySuccess(t('bidding.fair.replay.matches', { round, bids: r.bids.length }));
      else notifyMessage('error', t('bidding.fair.replay.differs', { round, first: r.differences[0] ?? '' }));
    } catch (e) {
      notifyError(e);
    }
  };
  const onExport = async () => {
    try {
      openFile((await exporting.mutateAsync()).fileUrl);
    } catch (e) {
      notifyError(e);
    }
  };

  const columns: TableColumnsType<AdminCourseRow> = [
    { title: t('bidding.admin.courseForm.courseNumber'), dataIndex: 'courseNumber', width: 100 },
    { title: t('bidding.courses.columns.course'), key: 'name', width: 190, render: (_, c) => <CourseNameCell cn={c.courseNameCN} en={c.courseNameEN} type={c.courseType} /> },
    { title: t('bidding.courses.columns.teacher'), key: 'teacher', width: 100, render: (_, c) => pickText(lang, c.teacher, c.teacherEN) },
    { title: t('bidding.courses.columns.credit'), dataIndex: 'credit', width: 60 },
    { title: t('bidding.courses.columns.classTime'), key: 'times', width: 170, render: (_, c) => <ClassTimeList times={c.classTimes ?? []} /> },
    { title: t('bidding.courses.columns.venue'), key: 'venue', width: 120, render: (_, c) => pickText(lang, c.venue, c.venueEN) },
    { title: t('bidding.admin.columns.seats'), key: 'seats', width: 90, render: (_, c) => `${c.wonCount} / ${c.seatLimit}` },
    { title: t('bidding.admin.columns.bids'), dataIndex: 'bidCount', width: 60 },
    {
      title: t('bidding.courses.columns.clearingPrice'),
      key: 'price',
      width: 110,
      render: (_, c) => (
        <Space orientation="vertical" size={0} data-testid="admin-clearing-price">
          <span>{t('bidding.admin.courses.price1', { price: c.clearingPriceFirst ?? '—' })}</span>
          <span>{t('bidding.admin.courses.price2', { price: c.clearingPriceSecond ?? '—' })}</span>
        </Space>
      ),
    },
    {
      title: t('bidding.fair.figures.column'),
      key: 'figures',
      width: 230,
      render: (_, c) => (
        <Space orientation="vertical" size={0} data-testid="admin-course-figures">
          {c.clearings.map((f) => <span key={f.round}>{t('bidding.fair.figures.round', { round: f.round, text: figuresText(t, f) })}</span>)}
        </Space>
      ),
    },
    {
      title: t('common.table.actions'),
      key: 'actions',
      width: 150,
      render: (_, c) => (
        <Space size={0} wrap>
          <Button type="link" size="small" data-testid="admin-course-results" onClick={() => setResults(c)}>
            {t('bidding.admin.courses.results')}
          </Button>
          <PermissionGate action="edit" page={ADMIN_PAGE}>
            <Button type="link" size="small" data-testid="admin-course-edit" onClick={() => setEditing(c)}>
              {t('common.actions.edit')}
            </Button>
          </PermissionGate>
          {c.bidCount === 0 ? (
            <PermissionGate action="delete" page={ADMIN_PAGE}>
              <Button type="link" size="small" danger data-testid="admin-course-delete" onClick={() => void onDelete(c)}>
                {t('common.actions.delete')}
              </Button>
            </PermissionGate>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <div className="page-width page-block" data-testid="admin-courses-page">
      <Card
        title={
          <span>
            {t('bidding.admin.courses.title')}
            {plan.data ? <span className="bid-plan-name">{t('bidding.bidPage.planName', { name: pickText(lang, plan.data.planName, plan.data.planNameEn) })}</span> : null}
            {plan.data ? <Tag className="bid-plan-name">{t(`bidding.planStates.s${plan.data.planState}`, { defaultValue: String(plan.data.planState) })}</Tag> : null}
          </span>
        }
        extra={
          <Space wrap>
            <Button icon={<ReloadOutlined />} onClick={() => void client.invalidateQueries({ queryKey: biddingKeys.adminPlan(planId) })}>
              {t('bidding.actions.refresh')}
            </Button>
            <Button icon={<ArrowLeftOutlined />} data-testid="admin-courses-back" onClick={() => void navigate(adminPaths.plans)}>
              {t('common.actions.back')}
            </Button>
          </Space>
        }
      >
        {plan.data ? <PlanFairnessNote pricing={plan.data.pricing} rounds={plan.data.rounds} /> : null}
        <Space className="bid-toolbar" wrap>
          <PermissionGate action="add" page={ADMIN_PAGE}>
            <Button type="primary" icon={<PlusOutlined />} data-testid="admin-course-new" onClick={() => setEditing('new')}>
              {t('bidding.admin.courses.add')}
            </Button>
          </PermissionGate>
          <PermissionGate action="import" page={ADMIN_PAGE}>
            <Button icon={<ImportOutlined />} data-testid="admin-course-import" onClick={() => setImporting(true)}>
              {t('bidding.admin.courses.import')}
            </Button>
          </PermissionGate>
          {(plan.data?.rounds ?? []).filter((r) => r.seed !== null).map((r) => (
            <Button key={r.round} loading={replaying.isPending} data-testid={`admin-replay-${r.round}`} onClick={() => void onReplay(r.round === 2 ? 2 : 1)}>
              {t('bidding.fair.replay.button', { round: r.round })}
            </Button>
          ))}
          <PermissionGate action="export" page={ADMIN_PAGE}>
            <Button icon={<ExportOutlined />} loading={exporting.isPending} data-testid="admin-results-export" onClick={() => void onExport()}>
              {t('bidding.admin.courses.export')}
            </Button>
          </PermissionGate>
        </Space>
        <Table<AdminCourseRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={courses.data ?? []}
          loading={courses.isFetching}
          onRow={() => testIdProps('admin-course-row')}
          pagination={{ defaultPageSize: 30, hideOnSinglePage: true, showTotal: (total) => t('common.table.total', { total }) }}
        />
      </Card>
      <AdminCourseDialog planId={planId} pageType={pageType} course={editing} onClose={() => setEditing(null)} />
      <CourseImportDialog planId={planId} open={importing} onClose={() => setImporting(false)} />
      <CourseBiddersDrawer course={results} onClose={() => setResults(null)} />
    </div>
  );
}

export function AdminCoursesPage() {
  return (
    <StaffOnly>
      <AdminCourses />
    </StaffOnly>
  );
}
