import '../../selection.css';
import { ReloadOutlined } from '@ant-design/icons';
import { SELECTION_PAGE_SIZE } from '@portal/contracts';
import type { SelectionPageType, SelectionRound } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../../shared/current-user.tsx';
import { PagedTable } from '../../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../../shared/paged-table.tsx';
import { CurrentRoundsNotice } from '../components/current-rounds-notice.tsx';
import { useRoundColumns } from '../components/round-columns.tsx';
import { schemeAction, supervisorBasePath } from '../selection-rules.ts';
import { selectionApi, selectionKeys } from '../selection-student.api.ts';

/**
 * Thesis-supervisor selection (SEL-R03…R05, SEL-U05): the student's schemes, the name opening the
 * description with the 'ended' marker, and the action the server's showButtonType names.
 */
export function SupervisorIndexPage({ pageType }: { pageType: SelectionPageType }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const client = useQueryClient();
  const s = (key: string) => t(`selection.student.supervisor.${key}`);

  const columns: PagedColumn<SelectionRound>[] = [
    ...useRoundColumns(true),
    {
      title: t('selection.student.columns.operate'), key: 'operate', width: 170,
      render: (_, r) => {
        const action = schemeAction(r);
        return (
          <Button type={action === 'select' ? 'primary' : 'link'} size="small" onClick={() => void navigate(`${supervisorBasePath(pageType)}/${r.id}`)}
            data-testid={`scheme-${action}`}>
            {s(`schemeAction.${action}`)}
          </Button>
        );
      },
    },
  ];

  return (
    <div className="page-width page-block" data-testid="supervisor-index-page">
      <Card
        title={<h1 className="selection-title">{s(`title.${pageType}`)}</h1>}
        extra={(
          <Button icon={<ReloadOutlined />} onClick={() => void client.invalidateQueries({ queryKey: selectionKeys.all })} data-testid="rounds-refresh">
            {t('selection.student.refresh')}
          </Button>
        )}
      >
        <CurrentRoundsNotice pageType={pageType} kind="supervisor" />
        <PagedTable<SelectionRound>
          queryKey={selectionKeys.rounds(pageType, 'supervisor')}
          fetchPage={(r, signal) => selectionApi.rounds(pageType, 'supervisor', user.id, r, signal)}
          columns={columns} rowKey="id" rowTestId="scheme-row" defaultPageSize={SELECTION_PAGE_SIZE}
        />
      </Card>
    </div>
  );
}
