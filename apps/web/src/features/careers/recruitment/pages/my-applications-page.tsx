import { ArrowLeftOutlined } from '@ant-design/icons';
import type { MyApplication } from '@portal/contracts';
import { Alert, Button, Card, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../../shared/date-format.ts';
import { TypedText } from '../../../../shared/typed-text.tsx';
import { useMyApplications } from '../applications.api.ts';

/** The student's applications and their statuses (README 'Applications'); a notice's link marks its row. */
export function MyApplicationsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const marked = Number(useSearchParams()[0].get('application'));
  const list = useMyApplications();
  const f = (key: string) => t(`careers.recruitment.applications.${key}`);
  const en = i18n.language.startsWith('en');

  const columns: TableColumnsType<MyApplication> = [
    { title: f('position'), key: 'position', render: (_, r) => <Link to={`/recruit/recruit-info/${r.positionId}`}><TypedText text={r.positionName} /></Link> },
    { title: f('employer'), key: 'employer', render: (_, r) => <TypedText text={en && r.enterpriseEName ? r.enterpriseEName : r.enterpriseCName} /> },
    { title: f('resume'), key: 'resume', width: 130, render: (_, r) => t(`careers.recruitment.resumeKind.${r.resumeKind}`) },
    { title: f('note'), key: 'note', dataIndex: 'note', ellipsis: true },
    { title: f('applied'), key: 'applied', width: 150, render: (_, r) => formatDateTime(r.createdAt) },
    { title: f('status'), key: 'status', width: 150, render: (_, r) => <Tag color="blue" data-testid="my-application-status">{t(`careers.recruitment.applicationStatus.${r.status}`)}</Tag> },
    { title: f('changed'), key: 'changed', width: 150, render: (_, r) => formatDateTime(r.statusChangedAt) },
  ];

  return (
    <div className="page-width page-block" data-testid="my-applications-page">
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{f('title')}</h1>}
        extra={<Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/recruit/index')}>{t('common.actions.back')}</Button>}>
        {list.isError ? <Alert type="error" showIcon title={t('careers.recruitment.loadFailed')} /> : null}
        <Table<MyApplication> rowKey="id" loading={list.isLoading} dataSource={list.data ?? []} columns={columns} pagination={false} scroll={{ x: 900 }}
          locale={{ emptyText: list.isPending ? <span /> : <div className="empty-text">{f('empty')}</div> }} rowClassName={(r) => (r.id === marked ? 'ant-table-row-selected' : '')}
          onRow={() => ({ 'data-testid': 'my-application-row' } as React.HTMLAttributes<HTMLElement>)} />
      </Card>
    </div>
  );
}
