import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Role, fieldTypes } from '@portal/contracts';
import type { FieldType, NoticeRow, UserInfo } from '@portal/contracts';
import { Button, Card, Space, Table, Tabs, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../shared/current-user.tsx';
import { formatDate } from '../../../shared/date-format.ts';
import { confirmAsync, notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { PermissionGate } from '../../../shared/permission-gate.tsx';
import { testIdProps } from '../../../shared/paged-table.tsx';
import { NoticeTitleLink } from '../components/bulletin-list.tsx';
import { noticeAudience, useDeleteNotice, useNoticeList } from '../shell.api.ts';

/** One fetch of up to 1110 notices, paged on the client (education.md, 'News and notices'). */
export const NOTICE_LIST_FETCH = 1110;

const isFieldType = (s: string | null): s is FieldType => fieldTypes.some((f) => f === s);

/** News administrators (or administrators) manage every notice; owners manage their own. */
export const managesNotices = (user: Pick<UserInfo, 'isAdmin' | 'roles'>) => user.isAdmin || user.roles.includes(Role.newsAdmin);
const mayChange = (user: UserInfo, row: NoticeRow) => managesNotices(user) || row.userad === user.userID;

/** Dates on or before today are shown in red (education.md: 'Notice dates on or before the current day'). */
// School days: YYYY-MM-DD in the school's zone compares as text.
export const isDueOrPast = (iso: string, now: string | number | Date = Date.now()) => formatDate(iso) <= formatDate(now);

/** Editors also see notices whose publish time is still ahead; readers see them only from then. */
export const isScheduled = (iso: string, now: number = Date.now()) => Date.parse(iso) > now;

export function NoticeListPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const raw = params.get('fieldType');
  const fieldType: FieldType = isFieldType(raw) ? raw : 'report';
  const list = useNoticeList({ fieldType, pageSize: NOTICE_LIST_FETCH, ...noticeAudience(user) });
  const remove = useDeleteNotice();

  const onDelete = async (row: NoticeRow) => {
    const title = pickText(lang, row.title, row.enTitle);
    // Two separate questions on purpose (FEATURES SHELL-S01): deletion cannot be undone.
    if (!(await confirmAsync({ title: t('shell.notices.delete.confirm1', { title }), okText: t('common.actions.delete'), okButtonProps: { danger: true }, cancelText: t('common.actions.cancel') }))) return;
    if (!(await confirmAsync({ title: t('shell.notices.delete.confirm2'), okText: t('shell.notices.delete.confirm2Ok'), okButtonProps: { danger: true }, cancelText: t('common.actions.cancel') }))) return;
    try {
      await remove.mutateAsync(row.id);
      notifySuccess(t('shell.notices.delete.done'));
    } catch (e) {
      notifyError(e);
    }
  };

  const columns: TableColumnsType<NoticeRow> = [
    {
      title: t('shell.notices.fields.title.label'),
      key: 'title',
      render: (_, row) => (
        <NoticeTitleLink notice={row}>
          {row.isTop ? <Tag color="red">{t('shell.notices.top')}</Tag> : null}
          {pickText(lang, row.title, row.enTitle)}
        </NoticeTitleLink>
      ),
    },
    {
      title: t('shell.notices.fields.noticeType.label'),
      key: 'type',
      width: 160,
      render: (_, row) => pickText(lang, row.noticeTypeDes ?? '', row.noticeTypeDesEN),
    },
    {
      title: t('shell.notices.fields.publishTime.label'),
      key: 'publishTime',
      width: 190,
      render: (_, row) => (
        <>
          <span className={isDueOrPast(row.publishTime) ? 'notice-date-due' : undefined} data-testid="notice-date">
            {formatDate(row.publishTime)}
          </span>
          {isScheduled(row.publishTime) ? (
            <Tag className="notice-scheduled" data-testid="notice-scheduled">
              {t('shell.notices.scheduled')}
            </Tag>
          ) : null}
        </>
      ),
    },
  ];
  if (managesNotices(user) || list.data?.data.some((r) => r.userad === user.userID)) {
    columns.push({
      title: t('common.table.actions'),
      key: 'actions',
      width: 180,
      render: (_, row) =>
        mayChange(user, row) ? (
          <Space size={0}>
            <Button type="link" size="small" icon={<EditOutlined />} data-testid="notice-edit" onClick={() => void navigate(`/news/edit/${row.fieldType}/${row.id}`)}>
              {t('common.actions.edit')}
            </Button>
            <Button type="link" size="small" danger icon={<DeleteOutlined />} data-testid="notice-delete" onClick={() => void onDelete(row)}>
              {t('common.actions.delete')}
            </Button>
          </Space>
        ) : null,
    });
  }

  return (
    <div className="page-width page-block" data-testid="notice-list-page">
      <Card
        title={t('shell.notices.pageTitle')}
        extra={
          managesNotices(user) ? (
            <PermissionGate action="add">
              <Button type="primary" icon={<PlusOutlined />} data-testid="notice-new" onClick={() => void navigate(`/news/edit/${fieldType}/0`)}>
                {t('common.actions.new')}
              </Button>
            </PermissionGate>
          ) : null
        }
      >
        <Tabs
          activeKey={fieldType}
          onChange={(key) => setParams({ fieldType: key })}
          items={fieldTypes.map((f) => ({ key: f, label: <span data-testid={`notice-tab-${f}`}>{t(`shell.notices.kinds.${f}`)}</span> }))}
        />
        <Table<NoticeRow>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.data ?? []}
          loading={list.isPending}
          onRow={() => testIdProps('notice-row')}
          pagination={{ defaultPageSize: 10, showSizeChanger: true, showTotal: (total) => t('common.table.total', { total }) }}
          // While the list loads the spinner alone says so; 'no notices' would be a guess.
          locale={{ emptyText: list.isPending ? <span /> : t('shell.notices.empty') }}
        />
      </Card>
    </div>
  );
}
