import '../bidding.css';
import { HistoryOutlined, ReloadOutlined } from '@ant-design/icons';
import type { PlanRow } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCurrentUser } from '../../../shared/current-user.tsx';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../shared/paged-table.tsx';
import { planActions, planPaths, termKey } from '../bidding-rules.ts';
import { biddingApi, biddingKeys } from '../bidding.api.ts';
import { numbered, windowText } from '../components/course-cells.tsx';
import type { Numbered } from '../components/course-cells.tsx';

/** Plan states 1–8 (education.md §4); colours group open, computing and finished. */
const stateColour: Record<number, string> = { 1: 'default', 2: 'green', 3: 'orange', 4: 'blue', 5: 'green', 6: 'orange', 7: 'blue', 8: 'default' };

/**
 * The course-selection plan list (FEATURES BID-U01, BID-S02): the student's published plans with
 * their windows and state, Review before the first round, Start while a round is open.
 */
export function PlanListPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const client = useQueryClient();
  const nameOf = (p: PlanRow) => pickText(lang, p.planName, p.planNameEn);

  const columns: PagedColumn<Numbered<PlanRow>>[] = [
    { title: t('bidding.plans.columns.no'), key: 'no', width: 64, render: (_, p) => p.rowNo },
    {
      title: t('bidding.plans.columns.planName'),
      dataIndex: 'planName',
      sorter: true,
      render: (_, p) => (
        <Link to={planPaths.registration(p.id)} data-testid="plan-name">
          {nameOf(p)}
        </Link>
      ),
    },
    { title: t('bidding.plans.columns.schoolYear'), dataIndex: 'schoolYear', sorter: true, width: 110 },
    {
      title: t('bidding.plans.columns.term'),
      dataIndex: 'term',
      sorter: true,
      width: 130,
      render: (_, p) => {
        const key = termKey(p.term, p.pageType);
        return <span data-testid="plan-term">{key ? t(key) : p.term}</span>;
      },
    },
    { title: t('bidding.plans.columns.firstWindow'), key: 'first', sortField: 'firstBegin', sorter: true, width: 170, render: (_, p) => windowText(p.firstBegin, p.firstEnd) },
    { title: t('bidding.plans.columns.secondWindow'), key: 'second', width: 170, render: (_, p) => windowText(p.secondBegin, p.secondEnd) },
    {
      title: t('bidding.plans.columns.state'),
      dataIndex: 'planState',
      sorter: true,
      width: 130,
      render: (_, p) => (
        <Tag color={stateColour[p.planState] ?? 'default'} data-testid="plan-state">
          {t(`bidding.planStates.s${p.planState}`, { defaultValue: String(p.planState) })}
        </Tag>
      ),
    },
    {
      title: t('common.table.actions'),
      key: 'actions',
      width: 140,
      render: (_, p) => {
        const actions = planActions(p);
        return (
          <Space size={0} wrap>
            {actions.review ? (
              <Button type="link" size="small" data-testid="plan-review" onClick={() => void navigate(planPaths.review(nameOf(p), p.id))}>
                {t('bidding.plans.review')}
              </Button>
            ) : null}
            {actions.start ? (
              <Button
                type="link"
                size="small"
                data-testid="plan-start"
                onClick={() => void navigate(actions.start === 'first' ? planPaths.firstRound(nameOf(p), p) : planPaths.addDrop(nameOf(p), p.id))}
              >
                {t('bidding.plans.start')}
              </Button>
            ) : null}
          </Space>
        );
      },
    },
  ];

  return (
    <div className="page-width page-block" data-testid="bidding-plan-list">
      <Card
        title={t('bidding.plans.title')}
        extra={
          <Space>
            <Button icon={<ReloadOutlined />} data-testid="plans-refresh" onClick={() => void client.invalidateQueries({ queryKey: biddingKeys.plans() })}>
              {t('bidding.actions.refresh')}
            </Button>
            <Button icon={<HistoryOutlined />} data-testid="plans-log" onClick={() => void navigate(planPaths.log)}>
              {t('bidding.plans.pointsLog')}
            </Button>
          </Space>
        }
      >
        <PagedTable<Numbered<PlanRow>>
          queryKey={biddingKeys.plans()}
          fetchPage={async (r, signal) => numbered(await biddingApi.plans(r, user, signal), r)}
          columns={columns}
          rowKey="id"
          rowTestId="plan-row"
        />
      </Card>
    </div>
  );
}
