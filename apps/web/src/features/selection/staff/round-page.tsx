import '../selection-admin-i18n.ts';
import '../selection-teacher-i18n.ts';
import { ArrowLeftOutlined, DownloadOutlined, EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { downloadFile } from '../../../shared/download-file.ts';
import { notifyError } from '../../../shared/feedback.ts';
import { LoadingCard } from '../../../shared/panel.tsx';
import { RichTextView } from '../../../shared/rich-text-view.tsx';
import { TypedText, typedLang } from '../../../shared/typed-text.tsx';
import { selectionAdminApi, selectionAdminKeys } from '../selection-admin.api.ts';
import { MatchingPanel } from './matching-panel.tsx';
import { RoundFormDialog } from './round-form-dialog.tsx';
import { RoundStateTags, roundWindowText, useRoundKindText } from './round-labels.tsx';
import { RoundStudentsTab } from './round-students-tab.tsx';
import { RoundTeachersTab } from './round-teachers-tab.tsx';
import { useSelectionStaff } from './selection-console-page.tsx';

/** One round or scheme: its figures and remark, then its teachers (demand against capacity), students, pairs and matching. */
export function RoundPage() {
  const { t } = useTranslation();
  if (!useSelectionStaff()) return <Navigate to={`/403?msg=${encodeURIComponent(t('selection.admin.forbidden'))}`} replace />;
  return <Round />;
}

function Round() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const round = useQuery({ queryKey: selectionAdminKeys.round(id), queryFn: () => selectionAdminApi.round(id) });
  const kindText = useRoundKindText();
  const [editing, setEditing] = useState(false);
  const [exporting, setExporting] = useState(false);
  const a = (key: string, params: Record<string, unknown> = {}) => t(`selection.admin.${key}`, params);
  if (!round.data) return <LoadingCard />;
  const r = round.data;

  const exportPairs = async () => {
    setExporting(true);
    try {
      const file = await selectionAdminApi.exportPairs(id);
      downloadFile(file.fileUrl, file.fileName);
    } catch (e) {
      notifyError(e);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="page-width page-block" data-testid="selection-round-page">
      <Card
        title={<h1 style={{ fontSize: 18, margin: 0 }} data-testid="round-title"><TypedText text={r.name} /></h1>}
        extra={(
          <Space wrap>
            <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/admin/selection')}>{t('common.actions.back')}</Button>
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="round-page-edit">{a('editRound')}</Button>
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportPairs()} data-testid="pairs-export">{a('exportPairs')}</Button>
          </Space>
        )}
      >
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} data-testid="round-figures" items={[
          { key: 'kind', label: a('columns.kind'), children: kindText(r) },
          { key: 'window', label: a('columns.window'), children: roundWindowText(r) },
          { key: 'state', label: a('columns.state'), children: <RoundStateTags round={r} /> },
          { key: 'choices', label: a('columns.choices'), children: r.studentSelectionTimes },
          { key: 'students', label: a('columns.students'), children: r.studentCount },
          { key: 'teachers', label: a('columns.teachers'), children: r.teacherCount },
          { key: 'capacity', label: a('columns.capacity'), children: r.capacity },
          { key: 'confirmed', label: a('columns.confirmed'), children: <span data-testid="round-confirmed">{r.confirmedCount}</span> },
          { key: 'waiting', label: a('columns.waiting'), children: r.waitingCount },
        ]} />
        {r.remark ? <div lang={typedLang(r.remark)} style={{ marginTop: 8 }}><RichTextView html={r.remark} data-testid="round-remark" /></div> : null}
        <Tabs
          style={{ marginTop: 12 }}
          items={[
            { key: 'teachers', label: <span data-testid="round-tab-teachers">{a('tabs.teachers')}</span>, children: <RoundTeachersTab roundId={id} /> },
            { key: 'students', label: <span data-testid="round-tab-students">{a('tabs.students')}</span>, children: <RoundStudentsTab roundId={id} /> },
            { key: 'matching', label: <span data-testid="round-tab-matching">{a('tabs.matching')}</span>, children: <MatchingPanel round={r} /> },
          ]}
        />
      </Card>
      {editing ? <RoundFormDialog round={r} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}
