import '../dd-i18n.ts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Collapse, Descriptions, Empty, Image, Skeleton, Table, Typography } from 'antd';
import type { DdDetail } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BizError } from '../../../shared/http-errors.ts';
import { TypedText } from '../../../shared/typed-text.tsx';
import { ddApi, ddKeys } from '../dd.api.ts';
import { languageGroups } from './steps/language-step.tsx';

type Info = DdDetail['ddStudentInfo'];
const typed = (v: string) => <TypedText text={v} />;
const personalFields: (keyof Info)[] = [
  'nameAsPassport', 'name', 'nationality', 'gender', 'birthDate', 'maritalStatus', 'birthCity', 'birthNationality', 'className', 'studentNumber', 'mobile', 'nativeLanguage', 'email',
];

/** The seven panels of MOB-U11, all expanded; read-only for the applicant, reviewers and the office. */
function Panels({ d }: { d: DdDetail }) {
  const { t, i18n } = useTranslation();
  const p = (k: string) => t(`doubleDegree.student.${k}`);
  const info = d.ddStudentInfo;
  // Stored choices (Female, married, Part-Time) show in the reader's language; a value we do not know shows as stored.
  const choice = (group: string, v: string) => (i18n.exists(`doubleDegree.student.personal.${group}.${v}`) ? p(`personal.${group}.${v}`) : v);
  const shown = (k: keyof Info) => {
    const v = String(info[k] ?? '');
    if (k === 'gender') return choice('genders', v);
    if (k === 'maritalStatus') return choice('marital', v);
    return <TypedText text={v} />;
  };
  const lang = d.ddLanguageProficiency ?? {};
  const items = [
    { key: 'personal', label: p('detail.personal'), children: (
      <>
        {info.photoFileUrl && <Image width={120} src={info.photoFileUrl} alt={p('personal.photo')} style={{ marginBottom: 12 }} />}
        <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}
          items={personalFields.map((k) => ({ key: k, label: p(`detail.fields.${k}`), children: shown(k) }))} />
      </>
    ) },
    { key: 'education', label: p('detail.education'), children: (
      <Table size="small" rowKey="id" pagination={false} dataSource={d.ddEducationalBakgroundList} columns={[
        { title: p('education.institutions'), dataIndex: 'institutions', render: typed },
        { title: p('education.startDate'), dataIndex: 'startDate' },
        { title: p('education.endDate'), dataIndex: 'endDate' },
        { title: p('education.degreeObtained'), dataIndex: 'degreeObtained', render: typed },
      ]} />
    ) },
    { key: 'skills', label: p('detail.skills'), children: <Typography.Paragraph><TypedText text={info.specialSkillInterests} pre /></Typography.Paragraph> },
    { key: 'employment', label: p('detail.employment'), children: (
      <>
        <Table size="small" rowKey="id" pagination={false} dataSource={d.ddEmploymentRecordList} columns={[
          { title: p('employment.startDate'), dataIndex: 'startDate' },
          { title: p('employment.endDate'), dataIndex: 'endDate', render: (v: string | null) => v || p('detail.tillNow') },
          { title: p('employment.employer'), dataIndex: 'employer', render: typed },
          { title: p('employment.position'), dataIndex: 'position', render: typed },
          { title: p('employment.jobDescription'), dataIndex: 'jobDescription', render: typed },
        ]} />
        <p style={{ marginTop: 12 }} data-testid="dd-detail-work-years">{p('employment.workTotalYear')}: {info.workTotalYear ?? '-'}</p>
      </>
    ) },
    { key: 'language', label: p('detail.language'), children: (
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} items={[...languageGroups.flatMap((g) => g.fields), 'otherLanguages' as const].map((f) => ({
        key: f, label: p(`language.${f}`), children: <TypedText text={lang[f]} />,
      }))} />
    ) },
    { key: 'academic', label: p('detail.academic'), children: <p><TypedText text={lang.undergraduateAcademicPerformance} /></p> },
    { key: 'essay', label: p('detail.essay'), children: (
      <>
        <Typography.Paragraph type="secondary">{p('essay.prompt')}</Typography.Paragraph>
        <Typography.Paragraph data-testid="dd-detail-essay"><TypedText text={info.essay} pre /></Typography.Paragraph>
      </>
    ) },
  ];
  return <Collapse defaultActiveKey={items.map((i) => i.key)} items={items} data-testid="dd-detail-panels" />;
}

/** Applicant detail (MOB-R04): a refusal (another student's application: 403) shows the server's message. */
export function DetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const detail = useQuery({ queryKey: ddKeys.detail(id), queryFn: () => ddApi.detail(id), enabled: id > 0, retry: false });
  let body;
  if (!(id > 0)) body = <Empty />;
  else if (detail.isPending) body = <Skeleton active />;
  else if (detail.isError) {
    body = <Alert type="error" showIcon data-testid="dd-detail-error"
      message={detail.error instanceof BizError ? detail.error.message : t('doubleDegree.student.loadFailed')} />;
  } else body = <Panels d={detail.data} />;
  return (
    <div style={{ width: '90%', margin: '0 auto' }}>
      <Card data-testid="dd-detail-page" title={(
        <h1 style={{ fontSize: 18, margin: 0 }}>
          {t('doubleDegree.student.detail.title')}{detail.data && <> · <TypedText text={detail.data.ddProjectName} /></>}
        </h1>
      )}>
        {body}
      </Card>
    </div>
  );
}
