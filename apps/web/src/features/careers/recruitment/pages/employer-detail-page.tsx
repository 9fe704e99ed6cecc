import { ArrowLeftOutlined } from '@ant-design/icons';
import { normalizeWebUrl } from '@portal/contracts';
import { Alert, Button, Card, Descriptions, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RichTextView } from '../../../../shared/rich-text-view.tsx';
import { TypedText, typedLang } from '../../../../shared/typed-text.tsx';
import { useRecruitText } from '../components/recruit-text.ts';
import { useEmployer } from '../recruitment.api.ts';

/** An employer (CAR-R03, U02, N03), read-only; its website opens in a new tab, with a scheme added when missing (CAR-V01). */
export function EmployerDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = useRecruitText();
  const id = Number(useParams().id);
  const employer = useEmployer(Number.isInteger(id) ? id : 0);
  const f = (key: string) => t(`careers.recruitment.employerFields.${key}`);
  const yesNo = (b: boolean) => (b ? t('careers.recruitment.yes') : t('careers.recruitment.no'));
  const money = (n: number | null) => (n === null ? '-' : t('careers.recruitment.tenThousand', { value: n.toLocaleString() }));
  const e = employer.data;
  // Stored normalised already; normalised again so that only http(s) ever becomes a link.
  const web = e ? normalizeWebUrl(e.webUrl) : null;

  return (
    <div className="page-width page-block" data-testid="employer-detail-page">
      <Card
        title={<h1 style={{ fontSize: 18, margin: 0 }}>{e ? <TypedText text={text.pick(e.cName, e.eName)} /> : t('careers.recruitment.employerTitle')}</h1>}
        extra={<Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/recruit/index')}>{t('common.actions.back')}</Button>}
      >
        {employer.isLoading ? <Skeleton active /> : null}
        {employer.isError ? <Alert type="error" showIcon title={t('careers.recruitment.loadFailed')} /> : null}
        {e ? (
          <Descriptions column={{ xs: 1, sm: 1, md: 2 }} size="small" bordered data-testid="employer-detail">
            <Descriptions.Item label={f('cName')}><span lang="zh">{e.cName}</span></Descriptions.Item>
            <Descriptions.Item label={f('eName')}><span lang="en">{e.eName || '-'}</span></Descriptions.Item>
            <Descriptions.Item label={f('legalPerson')}><TypedText text={e.enterpriseLegalPerson} /></Descriptions.Item>
            <Descriptions.Item label={f('property')}>{e.enterpriseProperty ? text.pick(e.enterprisePropertyDes, e.enterprisePropertyDesEN) : '-'}</Descriptions.Item>
            <Descriptions.Item label={f('industry')}>{text.industry(e)}</Descriptions.Item>
            <Descriptions.Item label={f('registeredCapital')}>{money(e.registeredCapital)}</Descriptions.Item>
            <Descriptions.Item label={f('turnover')}>{money(e.tturnover)}</Descriptions.Item>
            <Descriptions.Item label={f('isMarket')}>{yesNo(e.isMarket)}</Descriptions.Item>
            <Descriptions.Item label={f('isAlumni')}>{yesNo(e.isSchoolfellowEnterprise)}</Descriptions.Item>
            <Descriptions.Item label={f('region')}><TypedText text={[e.province, e.city].filter(Boolean).filter((v, i, a) => a.indexOf(v) === i).join(' ')} /></Descriptions.Item>
            <Descriptions.Item label={f('webUrl')}>
              {web ? <a href={web} target="_blank" rel="noopener noreferrer" data-testid="employer-web">{web}</a> : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={f('address')}><TypedText text={e.address} /></Descriptions.Item>
            <Descriptions.Item label={f('intro')} span={2}>
              {(() => {
                const intro = text.lang === 'en-US' && e.eIntro ? e.eIntro : e.cIntro;
                return <div lang={typedLang(intro)}><RichTextView html={intro} data-testid="employer-intro" /></div>;
              })()}
            </Descriptions.Item>
          </Descriptions>
        ) : null}
      </Card>
    </div>
  );
}
