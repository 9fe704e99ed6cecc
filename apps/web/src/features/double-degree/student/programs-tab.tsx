import { SignupResult, type DdProgramRow } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AudienceText, IneligibleReason, useIneligibleText } from '../../../shared/eligibility.tsx';
import { testIdProps } from '../../../shared/paged-table.tsx';
import { TypedText } from '../../../shared/typed-text.tsx';
import { ddApi, ddKeys } from '../dd.api.ts';

const actionText: Record<number, string> = {
  [SignupResult.apply]: 'doubleDegree.student.programs.applyAction',
  [SignupResult.completed]: 'doubleDegree.student.programs.completed',
  [SignupResult.notStarted]: 'doubleDegree.student.programs.notStarted',
};

/** Start Application (MOB-U07): Apply (0) opens the wizard, a draft included; Completed (1) and Not started (2) are disabled, and so is a programme not for the student, with the reason. */
export function ProgramsTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const programs = useQuery({ queryKey: ddKeys.programs(), queryFn: ddApi.programs });
  const ineligibleText = useIneligibleText();
  const columns: ColumnsType<DdProgramRow> = [
    { title: t('doubleDegree.student.programs.no'), key: 'no', width: 80, render: (_, __, i) => i + 1 },
    { title: t('doubleDegree.student.programs.year'), dataIndex: 'year', render: (v: string) => <TypedText text={v} /> },
    { title: t('doubleDegree.student.programs.name'), dataIndex: 'name', render: (v: string) => <TypedText text={v} /> },
    { title: t('common.eligibility.openTo'), key: 'eligibility', render: (_, p) => <AudienceText eligibility={p.eligibility} testId={`dd-audience-${p.id}`} /> },
    {
      title: t('doubleDegree.student.programs.action'), key: 'action',
      render: (_, p) => {
        const text = p.singupResult === null ? undefined : actionText[p.singupResult];
        if (!text) return '-';
        // Outside the programme's students: disabled, with the reason the server would give (README 'Eligibility').
        const barred = !p.eligible && p.singupResult !== SignupResult.completed;
        return (
          <>
            <Button type="link" disabled={p.singupResult !== SignupResult.apply || barred} onClick={() => navigate(`/study/apply/${p.id}`)} data-testid={`dd-apply-${p.id}`}>
              {t(text)}
            </Button>
            {barred && <IneligibleReason text={ineligibleText('97202', [p.eligibility])} testId={`dd-ineligible-${p.id}`} />}
          </>
        );
      },
    },
  ];
  return (
    <>
      {programs.isError && <Alert type="error" showIcon message={t('doubleDegree.student.loadFailed')} />}
      <Table<DdProgramRow> rowKey="id" size="middle" columns={columns} loading={programs.isPending} dataSource={programs.data ?? []}
        pagination={false} onRow={() => testIdProps('dd-program-row')} />
    </>
  );
}
