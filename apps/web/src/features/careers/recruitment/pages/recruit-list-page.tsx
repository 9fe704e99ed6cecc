import { ArrowLeftOutlined } from '@ant-design/icons';
import { POSITION_PAGE_SIZE } from '@portal/contracts';
import type { PositionRow } from '@portal/contracts';
import { Button, Card, Input, Space, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '../../../../shared/date-format.ts';
import { PagedTable } from '../../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../../shared/paged-table.tsx';
import { TypedText } from '../../../../shared/typed-text.tsx';
import { useRecruitText } from '../components/recruit-text.ts';
import { recruitApi, recruitKeys, useRecruitDictionary } from '../recruitment.api.ts';

/**
 * The recruitment list (CAR-R01, U01): search over position and employer names, column filters on
 * category and industry, sort, paging at 10. Postings past their deadline appear only with the switch.
 */
export function RecruitListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = useRecruitText();
  const [search, setSearch] = useState('');
  const [queryText, setQueryText] = useState('');
  const [showExpired, setShowExpired] = useState(false);
  const categories = useRecruitDictionary('PositionCategory');
  const industries = useRecruitDictionary('EnterpriseIndustry');
  const f = (key: string) => t(`careers.recruitment.fields.${key}`);

  const columns: PagedColumn<PositionRow>[] = [
    { title: f('no'), key: 'no', width: 64, render: (_, _r, i) => i + 1 },
    { title: f('category'), key: 'category', width: 130, sorter: true, sortField: 'category', filter: { fieldName: 'category', options: text.options(categories.data) },
      render: (_, r) => text.category(r) },
    { title: f('name'), key: 'name', sorter: true, sortField: 'name', render: (_, r) => (
      <Space size={4} wrap>
        <Link to={`/recruit/recruit-info/${r.id}`} data-testid="position-open"><TypedText text={r.name} /></Link>
        {r.isExpired ? <Tag>{t('careers.recruitment.expired')}</Tag> : null}
      </Space>
    ) },
    { title: f('employer'), key: 'enterpriseCName', sorter: true, sortField: 'enterpriseCName', render: (_, r) => (
      <Link to={`/recruit/bussiness-info/${r.enterpriseId}`} data-testid="employer-open"><TypedText text={text.employer(r)} /></Link>
    ) },
    { title: f('industry'), key: 'enterpriseIndustry', width: 150, sorter: true, sortField: 'enterpriseIndustry',
      filter: { fieldName: 'enterpriseIndustry', options: text.options(industries.data) }, render: (_, r) => text.industry(r) },
    { title: f('publishDate'), key: 'creationTime', width: 120, sorter: true, sortField: 'creationTime', render: (_, r) => formatDate(r.creationTime, '-') },
    { title: f('endDate'), key: 'endDate', width: 120, sorter: true, sortField: 'endDate', dataIndex: 'endDate' },
  ];

  return (
    <div className="page-width page-block" data-testid="recruit-list-page">
      <Card
        title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('careers.recruitment.title')}</h1>}
        extra={<Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/')}>{t('common.actions.back')}</Button>}
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <Input.Search allowClear value={search} onChange={(e) => setSearch(e.target.value)} onSearch={(v) => setQueryText(v.trim())}
              placeholder={t('careers.recruitment.searchPlaceholder')} aria-label={t('careers.recruitment.searchPlaceholder')} style={{ width: 320 }}
              data-testid="recruit-search" />
            <Space>
              <Switch checked={showExpired} onChange={setShowExpired} aria-label={t('careers.recruitment.showExpired')} data-testid="recruit-show-expired" />
              <span>{t('careers.recruitment.showExpired')}</span>
            </Space>
          </Space>
          <PagedTable<PositionRow> queryKey={recruitKeys.list(showExpired)} queryText={queryText} fetchPage={(r, signal) => recruitApi.list(r, showExpired, signal)}
            columns={columns} rowKey="id" defaultPageSize={POSITION_PAGE_SIZE} rowTestId="position-row" scroll={{ x: 960 }} />
        </Space>
      </Card>
    </div>
  );
}
