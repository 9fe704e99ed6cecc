import './dd-staff-i18n.ts';
import { useQuery } from '@tanstack/react-query';
import { Card, Select, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplicantsTable } from './applicants-table.tsx';
import { ddStaffApi, ddStaffKeys } from './dd-staff.api.ts';
import { InterviewDaysTab } from './interview-days-tab.tsx';
import { ProgrammesTab } from './programmes-tab.tsx';
import { RoundsTab } from './rounds-tab.tsx';
import { StaffText } from './staff-text.tsx';

/**
 * The international office's double-degree console (role mobility.admin): rounds, then the chosen
 * round's programmes, applicants with their results and the export, and the programmes' interview days.
 */
export function DdStaffPage() {
  const { t } = useTranslation();
  const s = (key: string) => t(`doubleDegree.staff.${key}`);
  const manages = useQuery({ queryKey: ddStaffKeys.manages(), queryFn: ddStaffApi.manages });
  const [chosen, setChosen] = useState<number | null>(null);
  // The server lists the latest window first: that round is the one the office works on by default.
  const manageId = chosen ?? manages.data?.[0]?.id ?? null;
  const perRound = (node: (id: number) => ReactNode) => (manageId === null ? null : node(manageId));
  return (
    <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{s('title')}</h1>} data-testid="dd-staff-page"
      extra={(
        <Select style={{ minWidth: 260 }} value={manageId ?? undefined} onChange={setChosen} aria-label={s('round')} data-testid="dd-round-select"
          options={(manages.data ?? []).map((m) => ({ value: m.id, label: <StaffText>{m.simpleName}</StaffText> }))} />
      )}>
      <Tabs items={[
        { key: 'rounds', label: s('tabs.rounds'), children: <RoundsTab manages={manages.data ?? []} loading={manages.isPending} /> },
        { key: 'programmes', label: s('tabs.programmes'), children: perRound((id) => <ProgrammesTab key={id} manageId={id} />) },
        { key: 'applicants', label: s('tabs.applicants'), children: perRound((id) => <ApplicantsTable key={id} manageId={id} />) },
        { key: 'interviews', label: s('tabs.interviews'), children: perRound((id) => <InterviewDaysTab key={id} manageId={id} />) },
      ]} />
    </Card>
  );
}
