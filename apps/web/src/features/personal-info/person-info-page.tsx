import './personal-info-i18n.ts';
import { isPersonalInfoPageType } from '@portal/contracts';
import { Card, Empty, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../shared/current-user.tsx';
import { PersonInfoForm } from './person-info-form.tsx';
import { usePersonalInfo } from './personal-info.api.ts';

/**
 * Personal information (career.md §2.6, PROF-U12): the EMBA form or the MBA form by the record's
 * pageType, an empty placeholder for other programmes, a loading state until the record is read.
 */
export function PersonInfoPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const query = usePersonalInfo(user.id);
  const pageType = query.data?.pageType;
  return (
    <div className="page-width page-block" data-testid="person-info-page">
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('personalInfo.page.title')}</h1>} loading={query.isPending} data-testid={query.isPending ? 'person-info-loading' : undefined}>
        {query.isError ? <Result status="warning" title={t('personalInfo.page.loadFailed')} /> : null}
        {query.data && isPersonalInfoPageType(pageType) ? <PersonInfoForm key={pageType} data={query.data} pageType={pageType} /> : null}
        {query.data && !isPersonalInfoPageType(pageType) ? <Empty description={t('personalInfo.page.placeholder')} data-testid="person-info-placeholder" /> : null}
      </Card>
    </div>
  );
}
