import '../../selection.css';
import type { SelectionPageType, SelectionRound } from '@portal/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PagedColumn } from '../../../../shared/paged-table.tsx';
import { useRoundColumns } from '../components/round-columns.tsx';
import { RoundsCard } from '../components/rounds-card.tsx';
import { schemeAction, supervisorBasePath } from '../selection-rules.ts';

/**
 * Thesis-supervisor selection (SEL-R03…R05, SEL-U05): the student's schemes, the name opening the
 * description with the 'ended' marker, and the action the server's showButtonType names.
 */
export function SupervisorIndexPage({ pageType }: { pageType: SelectionPageType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
      <RoundsCard pageType={pageType} kind="supervisor" title={s(`title.${pageType}`)} columns={columns} rowTestId="scheme-row" />
    </div>
  );
}
