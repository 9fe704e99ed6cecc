import '../bidding.css';
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import type { maxUseRecordSchema, pointRecordSchema } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Tabs } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../shared/paged-table.tsx';
import { logDirection, planPaths } from '../bidding-rules.ts';
import { biddingApi, biddingKeys } from '../bidding.api.ts';
import { dateTime, numbered } from '../components/course-cells.tsx';
import type { Numbered } from '../components/course-cells.tsx';

type PointRecord = Numbered<z.infer<typeof pointRecordSchema>>;
type MaxUseRecord = Numbered<z.infer<typeof maxUseRecordSchema>>;

const useTypes = ['hold', 'waitlist', 'release', 'spend', 'refund', 'return', 'reverse', 'price-refund'];

/** The movement in words (both logs share the use types). */
const useTypeText = (t: TFunction, type: string) => (useTypes.includes(type) ? t(`bidding.log.useTypes.${type}`) : type);

/**
 * The amount with the way it moved the balance: a hold takes points (−), a release or refund gives
 * them back (+), a spend turns held points into spent ones, which leaves the balance as it was.
 */
function Amount({ type, amount }: { type: string; amount: number }) {
  const { t } = useTranslation();
  const dir = logDirection(type);
  if (dir === '-') return <span className="bid-amount-minus" data-testid="log-amount">−{amount}</span>;
  if (dir === '+') return <span className="bid-amount-plus" data-testid="log-amount">+{amount}</span>;
  return <span data-testid="log-amount">{t(`bidding.log.${dir}`, { amount })}</span>;
}

/** Points log and max-use log (FEATURES BID-U02), newest first. */
export function PointsLogPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [tab, setTab] = useState('points');
  const course = (cn: string | null, en: string | null) => (cn ? pickText(lang, cn, en) : '—');

  const pointColumns: PagedColumn<PointRecord>[] = [
    { title: t('bidding.plans.columns.no'), key: 'no', width: 64, render: (_, r) => r.rowNo },
    { title: t('bidding.log.columns.time'), dataIndex: 'pointDatetime', sorter: true, width: 160, render: (_, r) => dateTime(r.pointDatetime) },
    { title: t('bidding.log.columns.plan'), key: 'plan', render: (_, r) => pickText(lang, r.planName, r.planNameEn) },
    { title: t('bidding.log.columns.course'), key: 'course', render: (_, r) => course(r.courseNameCN, r.courseNameEN) },
    { title: t('bidding.log.columns.type'), dataIndex: 'pointUseType', sorter: true, width: 130, render: (_, r) => <span data-testid="log-type">{useTypeText(t, r.pointUseType)}</span> },
    { title: t('bidding.log.columns.points'), dataIndex: 'point', sorter: true, width: 120, render: (_, r) => <Amount type={r.pointUseType} amount={r.point} /> },
    { title: t('bidding.log.columns.pointsLeft'), dataIndex: 'totalPoint', sorter: true, width: 120 },
  ];
  const useColumns: PagedColumn<MaxUseRecord>[] = [
    { title: t('bidding.plans.columns.no'), key: 'no', width: 64, render: (_, r) => r.rowNo },
    { title: t('bidding.log.columns.time'), dataIndex: 'maxUseDatetime', sorter: true, width: 160, render: (_, r) => dateTime(r.maxUseDatetime) },
    { title: t('bidding.log.columns.plan'), key: 'plan', render: (_, r) => pickText(lang, r.planName, r.planNameEn) },
    { title: t('bidding.log.columns.course'), key: 'course', render: (_, r) => course(r.courseNameCN, r.courseNameEN) },
    { title: t('bidding.log.columns.type'), dataIndex: 'useType', sorter: true, width: 130, render: (_, r) => <span data-testid="log-type">{useTypeText(t, r.useType)}</span> },
    { title: t('bidding.log.columns.uses'), dataIndex: 'maxUse', sorter: true, width: 120, render: (_, r) => <Amount type={r.useType} amount={r.maxUse} /> },
    { title: t('bidding.log.columns.usesLeft'), dataIndex: 'totalMaxUse', sorter: true, width: 120 },
  ];

  const refresh = (key: readonly unknown[]) => (
    <Button icon={<ReloadOutlined />} data-testid="log-refresh" onClick={() => void client.invalidateQueries({ queryKey: key })}>
      {t('bidding.actions.refresh')}
    </Button>
  );

  return (
    <div className="page-width page-block" data-testid="bidding-log-page">
      <Card
        title={t('bidding.log.title')}
        extra={
          <Button icon={<ArrowLeftOutlined />} data-testid="log-back" onClick={() => void navigate(planPaths.list)}>
            {t('common.actions.back')}
          </Button>
        }
      >
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'points',
              label: <span data-testid="log-tab-points">{t('bidding.log.pointsTab')}</span>,
              children: (
                <Space orientation="vertical" style={{ width: '100%' }} data-testid="points-log">
                  {refresh(biddingKeys.pointLog())}
                  <PagedTable<PointRecord>
                    queryKey={biddingKeys.pointLog()}
                    fetchPage={async (r, signal) => numbered(await biddingApi.pointLog(r, signal), r)}
                    columns={pointColumns}
                    rowKey="id"
                    rowTestId="point-log-row"
                  />
                </Space>
              ),
            },
            {
              key: 'uses',
              label: <span data-testid="log-tab-uses">{t('bidding.log.usesTab')}</span>,
              children: (
                <Space orientation="vertical" style={{ width: '100%' }} data-testid="max-use-log">
                  {refresh(biddingKeys.maxUseLog())}
                  <PagedTable<MaxUseRecord>
                    queryKey={biddingKeys.maxUseLog()}
                    fetchPage={async (r, signal) => numbered(await biddingApi.maxUseLog(r, signal), r)}
                    columns={useColumns}
                    rowKey="id"
                    rowTestId="max-use-log-row"
                  />
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
