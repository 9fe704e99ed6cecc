import '../dd-i18n.ts';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GuideTab } from './guide-tab.tsx';
import { MyApplicationsTab } from './my-applications-tab.tsx';
import { ProgramsTab } from './programs-tab.tsx';

const tabs = ['guide', 'apply', 'mine'] as const;
type Tab = (typeof tabs)[number];

/** Double degree (MOB-R03): the tab lives in the address, so the wizard's submit can land on My Application. */
export function StudyIndexPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const active: Tab = tabs.find((k) => k === asked) ?? 'guide';
  return (
    <div style={{ width: '90%', margin: '0 auto' }}>
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('doubleDegree.student.title')}</h1>} data-testid="dd-index-page">
        <Tabs activeKey={active} onChange={(k) => setParams({ tab: k }, { replace: true })} destroyOnHidden items={[
          { key: 'guide', label: <span data-testid="dd-tab-guide">{t('doubleDegree.student.tabs.guide')}</span>, children: <GuideTab /> },
          { key: 'apply', label: <span data-testid="dd-tab-apply">{t('doubleDegree.student.tabs.apply')}</span>, children: <ProgramsTab /> },
          { key: 'mine', label: <span data-testid="dd-tab-mine">{t('doubleDegree.student.tabs.mine')}</span>, children: <MyApplicationsTab /> },
        ]} />
      </Card>
    </div>
  );
}
