import { ReloadOutlined } from '@ant-design/icons';
import type { SelectionKind, SelectionPageType, SelectionRound } from '@portal/contracts';
import { SELECTION_PAGE_SIZE } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../../shared/current-user.tsx';
import { PagedTable } from '../../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../../shared/paged-table.tsx';
import { selectionApi, selectionKeys } from '../selection-student.api.ts';
import { CurrentRoundsNotice } from './current-rounds-notice.tsx';

/** The student's rounds of one kind and page type (SEL-U01, U05): title, refresh (and `extra`), the open rounds' notice, the paged table. */
export function RoundsCard({ pageType, kind, title, columns, rowTestId, extra }: {
  pageType: SelectionPageType; kind: SelectionKind; title: string; columns: PagedColumn<SelectionRound>[]; rowTestId: string; extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const client = useQueryClient();
  return (
    <Card
      title={<h1 className="selection-title">{title}</h1>}
      extra={(
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => void client.invalidateQueries({ queryKey: selectionKeys.all })} data-testid="rounds-refresh">
            {t('selection.student.refresh')}
          </Button>
          {extra}
        </Space>
      )}
    >
      <CurrentRoundsNotice pageType={pageType} kind={kind} />
      <PagedTable<SelectionRound>
        queryKey={selectionKeys.rounds(pageType, kind)}
        fetchPage={(r, signal) => selectionApi.rounds(pageType, kind, user.id, r, signal)}
        columns={columns} rowKey="id" rowTestId={rowTestId} defaultPageSize={SELECTION_PAGE_SIZE}
      />
    </Card>
  );
}
