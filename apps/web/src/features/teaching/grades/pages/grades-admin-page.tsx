import { ExportOutlined, ImportOutlined } from '@ant-design/icons';
import { Role, type GradeStudentType } from '@portal/contracts';
import { Button, Card, Segmented, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../../../../shared/current-user.tsx';
import { notifyError } from '../../../../shared/feedback.ts';
import { useLanguage } from '../../../../shared/language.ts';
import { PagedTable } from '../../../../shared/paged-table.tsx';
import { PermissionGate } from '../../../../shared/permission-gate.tsx';
import { gradeColumns } from '../components/grade-columns.tsx';
import { GradeImportDialog } from '../components/grade-import-dialog.tsx';
import { TermFilterBar } from '../components/term-filter.tsx';
import { GRADES_ADMIN_PAGE, gradeKeys, gradesApi, openFile, type TermFilter } from '../grades.api.ts';

function GradesAdmin() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [filter, setFilter] = useState<TermFilter>({});
  const [studentType, setStudentType] = useState<GradeStudentType>('undergraduate');
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const scope = { ...filter, studentType };
  const exportFile = async () => {
    setExporting(true);
    try {
      openFile((await gradesApi.exportFile(scope)).fileUrl);
    } catch (e) {
      notifyError(e);
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="page-width page-block" data-testid="grades-admin-page">
      <Card
        title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('teaching.grades.admin.title')}</h1>}
        extra={(
          <Space wrap>
            <PermissionGate action="import" page={GRADES_ADMIN_PAGE}>
              <Button icon={<ImportOutlined />} data-testid="grades-import" onClick={() => setImporting(true)}>{t('teaching.grades.admin.import')}</Button>
            </PermissionGate>
            <PermissionGate action="export" page={GRADES_ADMIN_PAGE}>
              <Button icon={<ExportOutlined />} loading={exporting} data-testid="grades-export" onClick={() => void exportFile()}>{t('teaching.grades.admin.export')}</Button>
            </PermissionGate>
          </Space>
        )}
      >
        <Space orientation="vertical" style={{ width: '100%' }} size="middle">
          <Space wrap>
            <Segmented<GradeStudentType>
              value={studentType}
              onChange={setStudentType}
              options={(['undergraduate', 'phd'] as const).map((v) => ({ value: v, label: t(`teaching.grades.admin.types.${v}`) }))}
            />
            <TermFilterBar value={filter} onChange={setFilter} />
          </Space>
          <PagedTable
            key={studentType}
            queryKey={gradeKeys.admin(scope)}
            fetchPage={(r, signal) => gradesApi.admin(scope, r, signal)}
            columns={gradeColumns(t, lang, studentType, true)}
            rowKey="id"
            rowTestId="grade-admin-row"
            defaultPageSize={20}
          />
        </Space>
      </Card>
      <GradeImportDialog open={importing} onClose={() => setImporting(false)} />
    </div>
  );
}

/** Staff grades (teaching.admin): every student's term grades by type, the xlsx import and the export. */
export function GradesAdminPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user.isAdmin && !user.roles.includes(Role.teachingAdmin)) {
    return <Navigate to={`/403?msg=${encodeURIComponent(t('teaching.grades.admin.forbidden'))}`} replace />;
  }
  return <GradesAdmin />;
}
