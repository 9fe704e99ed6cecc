import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { PositionStatus, POSITION_PAGE_SIZE } from '@portal/contracts';
import type { PositionAction, PositionAdminRow } from '@portal/contracts';
import { Button, Card, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../shared/date-format.ts';
import { notifyError, notifySuccess } from '../../../../shared/feedback.ts';
import { PagedTable } from '../../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../../shared/paged-table.tsx';
import { CareerStaffOnly } from '../components/career-staff-only.tsx';
import { TypedText } from '../../../../shared/typed-text.tsx';
import { PositionFormDialog } from '../components/position-form-dialog.tsx';
import { PositionImportDialog } from '../components/position-import-dialog.tsx';
import { useRecruitText } from '../components/recruit-text.ts';
import { openFile, recruitApi, recruitKeys, useRecruitDictionary, useRecruitMutation } from '../recruitment.api.ts';

const statusColor = ['default', 'green', 'orange'];

/** Which lifecycle actions a posting offers (README 'Lifecycle'); the server checks them again. */
function actionsOf(r: PositionAdminRow): PositionAction[] {
  const out: PositionAction[] = [];
  if (r.status !== PositionStatus.published && !r.expiredByHand && !r.isExpired) out.push('publish');
  if (r.status === PositionStatus.published) out.push('unpublish');
  out.push(r.expiredByHand ? 'reopen' : 'expire');
  return out;
}

/** The career office's postings: create, edit, publish, unpublish, expire; import and export as xlsx. */
function PositionAdminList() {
  const { t } = useTranslation();
  const text = useRecruitText();
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const [importing, setImporting] = useState(false);
  const [search, setSearch] = useState('');
  const [queryText, setQueryText] = useState('');
  const act = useRecruitMutation(recruitApi.act);
  const exporting = useRecruitMutation(recruitApi.exportPositions);
  const categories = useRecruitDictionary('PositionCategory');
  const f = (key: string) => t(`careers.recruitment.fields.${key}`);

  const run = async (id: number, action: PositionAction) => {
    try {
      await act.mutateAsync({ id, action });
      notifySuccess();
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  const doExport = async () => {
    try {
      openFile((await exporting.mutateAsync({ queryText, conModels: [] })).fileUrl);
    } catch (err) {
      notifyError(err);
    }
  };

  const columns: PagedColumn<PositionAdminRow>[] = [
    { title: f('name'), key: 'name', sorter: true, sortField: 'name', render: (_, r) => <Link to={`/recruit/recruit-info/${r.id}`}><TypedText text={r.name} /></Link> },
    { title: f('employer'), key: 'enterpriseCName', sorter: true, sortField: 'enterpriseCName', render: (_, r) => <TypedText text={text.employer(r)} /> },
    { title: f('category'), key: 'category', width: 120, filter: { fieldName: 'category', options: text.options(categories.data) }, render: (_, r) => text.category(r) },
    { title: f('status'), key: 'status', width: 150, filter: { fieldName: 'status', options: [0, 1, 2].map((s) => ({ value: String(s), label: t(`careers.recruitment.status.${s}`) })) },
      render: (_, r) => (
        <Space size={4} wrap>
          <Tag color={statusColor[r.status]} data-testid="position-status">{t(`careers.recruitment.status.${r.status}`)}</Tag>
          {r.isExpired ? <Tag color="red">{t('careers.recruitment.expired')}</Tag> : null}
        </Space>
      ) },
    { title: f('publishDate'), key: 'creationTime', width: 120, sorter: true, sortField: 'creationTime', render: (_, r) => formatDate(r.creationTime, '-') },
    { title: f('endDate'), key: 'endDate', width: 120, sorter: true, sortField: 'endDate', dataIndex: 'endDate' },
    {
      title: t('common.table.actions'), key: 'actions', width: 290, fixed: 'right', render: (_, r) => (
        <Space size={0} wrap>
          <Button size="small" type="link" onClick={() => setEditing({ id: r.id })} data-testid="position-edit">{t('common.actions.edit')}</Button>
          <Link to={`/career/admin/positions/${r.id}/applicants`} data-testid="position-applicants">{t('careers.recruitment.applicants.open')}</Link>
          {actionsOf(r).map((a) => (
            <Button key={a} size="small" type="link" danger={a === 'expire' || a === 'unpublish'} onClick={() => void run(r.id, a)} data-testid={`position-${a}`}>
              {t(`careers.recruitment.actions.${a}`)}
            </Button>
          ))}
        </Space>
      ),
    },
  ];

  return (
    <div className="page-width page-block" data-testid="position-admin-page">
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('careers.recruitment.admin.positionsTitle')}</h1>}
        extra={(
          <Space wrap>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="position-import">{t('careers.recruitment.admin.import')}</Button>
            <Button icon={<DownloadOutlined />} loading={exporting.isPending} onClick={() => void doExport()} data-testid="position-export">{t('careers.recruitment.admin.export')}</Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ id: null })} data-testid="position-create">{t('careers.recruitment.admin.newPosition')}</Button>
          </Space>
        )}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <Input.Search allowClear value={search} onChange={(e) => setSearch(e.target.value)} onSearch={(v) => setQueryText(v.trim())}
              placeholder={t('careers.recruitment.searchPlaceholder')} aria-label={t('careers.recruitment.searchPlaceholder')} style={{ width: 320 }}
              data-testid="position-admin-search" />
            <Link to="/career/admin/employers">{t('careers.recruitment.admin.employersTitle')}</Link>
          </Space>
          <PagedTable<PositionAdminRow> queryKey={recruitKeys.adminPositions()} queryText={queryText} fetchPage={recruitApi.adminPositions}
            columns={columns} rowKey="id" defaultPageSize={POSITION_PAGE_SIZE} rowTestId="position-admin-row" scroll={{ x: 1100 }} />
        </Space>
      </Card>
      <PositionFormDialog open={!!editing} positionId={editing?.id ?? null} onClose={() => setEditing(null)} />
      <PositionImportDialog open={importing} onClose={() => setImporting(false)} />
    </div>
  );
}

export function PositionAdminPage() {
  return <CareerStaffOnly><PositionAdminList /></CareerStaffOnly>;
}
