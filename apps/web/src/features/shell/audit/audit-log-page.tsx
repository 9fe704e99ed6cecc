import { ExportOutlined } from '@ant-design/icons';
import type { AuditLogFilterInput, AuditLogRow, AuditOutcome } from '@portal/contracts';
import { Button, Card, Result, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/current-user.tsx';
import { formatDateTime } from '../../../shared/date-format.ts';
import { downloadFile } from '../../../shared/download-file.ts';
import { notifyError } from '../../../shared/feedback.ts';
import { useLanguage } from '../../../shared/language.ts';
import { PagedTable, type PagedColumn } from '../../../shared/paged-table.tsx';
import { PermissionGate } from '../../../shared/permission-gate.tsx';
import { shellKeys } from '../shell.api.ts';
import { actionKey, personText, requestText, toAuditFilter } from './audit-filter.ts';
import { AUDIT_PAGE, auditLogApi } from './audit-log.api.ts';
import { AuditLogFilters } from './audit-log-filters.tsx';

const outcomeColours: Record<AuditOutcome, string> = { success: 'green', refused: 'orange', error: 'red' };

/**
 * The administrators' audit viewer: every request made while an administrator acted as another
 * user, newest first, filtered, paged by the server, and its xlsx. The server refuses anyone
 * else; the page says so at once.
 */
export function AuditLogPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user.isAdmin) {
    return (
      <div className="page-width page-block">
        <Result status="403" title={t('shell.audit.forbidden')} data-testid="audit-forbidden" />
      </div>
    );
  }
  return <AuditLogConsole />;
}

function AuditLogConsole() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const a = (key: string) => t(`shell.audit.${key}`);
  const [filter, setFilter] = useState<AuditLogFilterInput>({});
  const [exporting, setExporting] = useState(false);

  const exportFile = async () => {
    setExporting(true);
    try {
      const file = await auditLogApi.exportFile(filter);
      downloadFile(file.fileUrl, file.fileName);
    } catch (err) {
      notifyError(err);
    } finally {
      setExporting(false);
    }
  };

  const columns: PagedColumn<AuditLogRow>[] = [
    { title: a('columns.at'), key: 'at', width: 150, render: (_, r) => <span data-testid="audit-at">{formatDateTime(r.at)}</span> },
    { title: a('columns.actor'), key: 'actor', render: (_, r) => <span data-testid="audit-actor">{personText(lang, r.actor)}</span> },
    { title: a('columns.subject'), key: 'subject', render: (_, r) => <span data-testid="audit-subject">{personText(lang, r.subject)}</span> },
    { title: a('columns.action'), key: 'action', width: 130, render: (_, r) => <span data-testid="audit-action">{t(`shell.audit.actions.${actionKey(r.action)}`, { defaultValue: r.action })}</span> },
    { title: a('columns.request'), key: 'request', render: (_, r) => <code data-testid="audit-request">{requestText(r)}</code> },
    {
      title: a('columns.status'), key: 'status', width: 130,
      render: (_, r) => <Tag color={outcomeColours[r.outcome]} data-testid="audit-status">{a(`outcomes.${r.outcome}`)}{r.statusCode === null ? '' : ` · ${r.statusCode}`}</Tag>,
    },
  ];

  return (
    <div className="page-width page-block" data-testid="audit-page">
      <Card
        title={<h1 style={{ fontSize: 18, margin: 0 }}>{a('title')}</h1>}
        extra={(
          <PermissionGate action="export" page={AUDIT_PAGE}>
            <Button icon={<ExportOutlined />} loading={exporting} onClick={() => void exportFile()} data-testid="audit-export">{a('export')}</Button>
          </PermissionGate>
        )}
      >
        <p style={{ marginTop: 0 }}>{a('intro')}</p>
        <AuditLogFilters onSearch={(v) => setFilter(toAuditFilter(v))} />
        <PagedTable<AuditLogRow>
          // A new search starts again on the first page.
          key={JSON.stringify(filter)}
          queryKey={shellKeys.auditLog(filter)}
          fetchPage={(r, signal) => auditLogApi.list(filter, r, signal)}
          columns={columns}
          rowKey="id"
          rowTestId="audit-row"
          defaultPageSize={20}
          scroll={{ x: 1100 }}
        />
      </Card>
    </div>
  );
}
