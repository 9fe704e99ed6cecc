import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { personKinds, type PeopleImportPreview, type PersonKind } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Progress, Radio, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import staffSample from '../../../../../../docs/samples/staff.xlsx?url';
import studentsSample from '../../../../../../docs/samples/students.xlsx?url';
import { notifyError, notifyMessage, notifySuccess } from '../../../shared/feedback.ts';
import { ImportProblemList } from '../../../shared/import-problems.tsx';
import { usePermission } from '../../../shared/permission-gate.tsx';
import { checkUpload } from '../../../shared/upload-control.tsx';
import { ImportAbsentOption, type AbsentChoice } from './import-absent-option.tsx';
import { ImportRowsTable, useFieldLabels } from './import-rows-table.tsx';
import { peopleImportApi, peopleImportKeys } from './people-import.api.ts';

/** The committed samples of docs/samples, served as build assets: the download is the file the tests import. */
const samples: Record<PersonKind, { url: string; name: string }> = {
  student: { url: studentsSample, name: 'students.xlsx' },
  staff: { url: staffSample, name: 'staff.xlsx' },
};

/** While the confirm runs: the percent the working instance reports, or, from another instance, none. */
function SavingProgress({ importId }: { importId: string }) {
  const { t } = useTranslation();
  const state = useQuery({ queryKey: peopleImportKeys.state(importId), queryFn: () => peopleImportApi.state(importId), refetchInterval: 500 });
  const p = state.data?.progress;
  if (!p || p.total === 0) return <Typography.Text data-testid="import-saving">{p ? t('people.import.saving') : t('people.import.savingNoPercent')}</Typography.Text>;
  return <Progress percent={Math.floor((p.done / p.total) * 100)} status="active" data-testid="import-saving" />;
}

function ImportSteps() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const labels = useFieldLabels();
  const fileInput = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<PersonKind>('student');
  const [uploaded, setUploaded] = useState<number | null>(null);
  const [preview, setPreview] = useState<PeopleImportPreview | null>(null);
  const [absent, setAbsent] = useState<AbsentChoice>({ mark: false, leftOn: null, reason: 'graduated', limitPercent: 10 });

  const read = useMutation({
    mutationFn: (file: File) => peopleImportApi.preview(kind, file, (f) => setUploaded(Math.round(f * 100))),
    onSuccess: (p) => { setPreview(p); setAbsent((a) => ({ ...a, mark: false, limitPercent: p.defaultLeftLimitPercent })); },
    onError: (e) => notifyError(e),
    onSettled: () => setUploaded(null),
  });
  const save = useMutation({
    mutationFn: (id: string) => peopleImportApi.confirm(id, absent.mark && absent.leftOn
      ? { markAbsentAsLeft: { leftOn: absent.leftOn.format('YYYY-MM-DD'), reason: absent.reason, limitPercent: absent.limitPercent } }
      : {}),
    onSuccess: (r) => {
      notifySuccess(t('people.import.done', r));
      setPreview(null);
      void client.invalidateQueries({ queryKey: ['people'] });
    },
    onError: (e) => notifyError(e),
  });

  const choose = (file: File) => {
    const problem = checkUpload('roll', file);
    if (problem) notifyMessage('warning', problem);
    else read.mutate(file);
  };

  const s = preview?.summary;
  const changes = s ? s.create + s.update + (absent.mark ? preview.absent.count : 0) : 0;
  const blocked = !preview || preview.problems.length > 0 || (s?.withProblems ?? 0) > 0 || (absent.mark && !absent.leftOn);

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Paragraph>{t('people.import.intro')}</Typography.Paragraph>
      <Space wrap>
        <Radio.Group
          value={kind} onChange={(e) => { setKind(e.target.value as PersonKind); setPreview(null); }} disabled={read.isPending || save.isPending}
          options={personKinds.map((k) => ({ value: k, label: t(`people.import.kind.${k}`) }))} optionType="button" data-testid="import-kind"
        />
        <Button icon={<DownloadOutlined />} href={samples[kind].url} download={samples[kind].name} data-testid="import-sample">{t('people.import.sample')}</Button>
        <input
          ref={fileInput} type="file" accept=".xlsx,.csv" style={{ display: 'none' }} data-testid="import-file"
          onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ''; if (f) choose(f); }}
        />
        <Button type="primary" icon={<UploadOutlined />} loading={read.isPending} disabled={save.isPending} onClick={() => fileInput.current?.click()} data-testid="import-upload">
          {preview ? t('people.import.again') : t('people.import.choose')}
        </Button>
      </Space>
      {read.isPending ? (
        <div data-testid="import-reading">
          {uploaded !== null && uploaded < 100 ? <Progress percent={uploaded} status="active" /> : <Typography.Text>{t('people.import.reading')}</Typography.Text>}
        </div>
      ) : null}
      {preview ? (
        <Card size="small" data-testid="import-preview">
          <Descriptions size="small" column={{ xs: 2, md: 5 }} items={(['rows', 'create', 'update', 'unchanged', 'withProblems'] as const).map((k) => ({
            key: k, label: t(`people.import.summary.${k}`), children: <span data-testid={`import-summary-${k}`}>{preview.summary[k]}</span>,
          }))}
          />
          <ImportProblemList problems={preview.problems.length ? [{ row: 0, problems: preview.problems }] : []} fieldLabels={labels} />
          {preview.unknownColumns.length ? (
            <Typography.Paragraph type="secondary">{t('people.import.unknownColumns', { columns: preview.unknownColumns.join(', ') })}</Typography.Paragraph>
          ) : null}
          {preview.problems.length === 0 ? <ImportRowsTable importId={preview.id} /> : null}
          <Typography.Title level={5}>{t('people.import.absent.title')}</Typography.Title>
          <ImportAbsentOption absent={preview.absent} defaultLimit={preview.defaultLeftLimitPercent} value={absent} onChange={setAbsent} />
          <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
            {save.isPending ? <SavingProgress importId={preview.id} /> : null}
            <Button type="primary" disabled={blocked} loading={save.isPending} onClick={() => save.mutate(preview.id)} data-testid="import-confirm">
              {changes ? t('people.import.confirm', { count: changes }) : t('people.import.confirmNothing')}
            </Button>
            {(s?.withProblems ?? 0) > 0 ? <Typography.Text type="danger">{t('people.import.confirmBlocked')}</Typography.Text> : null}
          </Space>
        </Card>
      ) : null}
    </Space>
  );
}

/** /admin/people/import: a roll of students or staff, its preview, and the confirm (server modules/people). */
export function PeopleImportPage() {
  const { t } = useTranslation();
  const allowed = usePermission('import', '/admin/people/import');
  if (!allowed) return <Navigate to="/403" replace />;
  return (
    <div className="page-width page-block" data-testid="people-import">
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('people.import.title')}</h1>}>
        <ImportSteps />
      </Card>
    </div>
  );
}
