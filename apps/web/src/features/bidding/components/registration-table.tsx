import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import type { RegistrationRow } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedTable } from '../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../shared/paged-table.tsx';
import { planPaths, termKey } from '../bidding-rules.ts';
import { biddingApi, biddingKeys } from '../bidding.api.ts';
import { ClassTimeList, CourseNameCell, dateTime, numbered } from './course-cells.tsx';
import type { Numbered } from './course-cells.tsx';

export type RegistrationKind = 'required' | 'electives' | 'dropped';
type Row = Numbered<RegistrationRow>;

/** courseSelectionState: 1 selected, 2 bidding, 3 not selected, 4 dropped. */
const stateColour: Record<number, string> = { 1: 'success', 2: 'processing', 3: 'error', 4: 'default' };

interface RegistrationTableProps {
  kind: RegistrationKind;
  planId: number;
  studentNumber: string | null;
  pageType: string;
  /** The first table of the page carries the back button (education.md §2). */
  withBack: boolean;
}

/**
 * One table of the registration view (FEATURES BID-U08). MBA sees year, term, selecting status,
 * selection and drop times; EMBA sees its dated class times and no year/term (its plans are modules).
 */
export function RegistrationTable({ kind, planId, studentNumber, pageType, withBack }: RegistrationTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const mba = pageType !== 'emba';
  const key = biddingKeys.registrationTable(planId, kind);

  const columns: PagedColumn<Row>[] = [{ title: t('bidding.plans.columns.no'), key: 'no', width: 56, render: (_, r) => r.rowNo }];
  if (mba) {
    columns.push(
      { title: t('bidding.registration.columns.year'), dataIndex: 'year', width: 100 },
      { title: t('bidding.registration.columns.term'), key: 'term', width: 110, render: (_, r) => { const k = termKey(r.term, pageType); return k ? t(k) : r.term; } },
    );
  }
  columns.push(
    { title: t('bidding.courses.columns.course'), key: 'course', width: 200, render: (_, r) => <CourseNameCell cn={r.courseNameCN} en={r.courseNameEN} type={r.courseType} /> },
    { title: t('bidding.courses.columns.teacher'), dataIndex: 'teacher', width: 100 },
    { title: t(mba ? 'bidding.courses.columns.credit' : 'bidding.registration.columns.embaCredit'), dataIndex: 'score', width: 80 },
    { title: t('bidding.courses.columns.classTime'), key: 'classTime', width: 170, render: (_, r) => <ClassTimeList times={r.classTimeList} /> },
    { title: t('bidding.courses.columns.venue'), dataIndex: 'resourceName', width: 130 },
  );
  if (kind === 'required') columns.push({ title: t('bidding.courses.columns.countLimit'), dataIndex: 'countLimites', width: 90 });
  if (kind !== 'required') columns.push({ title: t('bidding.courses.columns.points'), dataIndex: 'point', width: 80, render: (_, r) => r.point ?? '—' });
  if (kind === 'electives') {
    columns.push(
      { title: t('bidding.courses.columns.queue'), dataIndex: 'queue', width: 80, render: (_, r) => r.queue ?? '—' },
      {
        title: t('bidding.registration.columns.state'),
        key: 'state',
        width: 110,
        render: (_, r) => (
          <Tag color={stateColour[r.courseSelectionState] ?? 'default'} data-testid="selection-state">
            {t(`bidding.registration.states.s${r.courseSelectionState}`, { defaultValue: String(r.courseSelectionState) })}
          </Tag>
        ),
      },
    );
  }
  if (mba && kind !== 'required') columns.push({ title: t('bidding.registration.columns.selectTime'), key: 'selectTime', width: 150, render: (_, r) => dateTime(r.selectTime) });
  if (kind === 'dropped') columns.push({ title: t('bidding.registration.columns.dropTime'), key: 'dropTime', width: 150, render: (_, r) => dateTime(r.createTime) });

  const fetchPage = {
    required: biddingApi.required,
    electives: biddingApi.electives,
    dropped: biddingApi.dropped,
  }[kind];

  return (
    <Card
      size="small"
      className="bid-registration-card"
      title={t(`bidding.registration.tables.${kind}`)}
      data-testid={`registration-${kind}`}
      extra={
        <Space>
          <Button size="small" icon={<ReloadOutlined />} data-testid={`registration-${kind}-refresh`} onClick={() => void client.invalidateQueries({ queryKey: key })}>
            {t('bidding.actions.refresh')}
          </Button>
          {withBack ? (
            <Button size="small" icon={<ArrowLeftOutlined />} data-testid="registration-back" onClick={() => void navigate(planPaths.list)}>
              {t('common.actions.back')}
            </Button>
          ) : null}
        </Space>
      }
    >
      <PagedTable<Row>
        queryKey={key}
        fetchPage={async (r, signal) => numbered(await fetchPage(planId, studentNumber, r, signal), r)}
        columns={columns}
        rowKey="id"
        rowTestId={`registration-${kind}-row`}
        size="small"
        scroll={{ x: 1100 }}
      />
    </Card>
  );
}
