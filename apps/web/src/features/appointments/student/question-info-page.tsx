import { ArrowLeftOutlined } from '@ant-design/icons';
import { APPOINTMENT_FILE_FIELDS, ConsultType } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { Placeholder } from '../../../shared/panel.tsx';
import { appointmentKeys, appointmentsApi } from '../appointments.api.ts';
import { TypedText } from '../../../shared/typed-text.tsx';
import { slotText } from './history-table.tsx';
import { fileLabelKeys, questionsOf } from './subscribe-form-model.ts';


/**
 * Appointment detail (BOOK-R03, U07): the answers to q1–q3 (type 1) or q4–q6 (type 2) and the
 * student's own questions. The type comes from the link (?type=), the booking's own type when absent.
 */
export function QuestionInfoPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const detail = useQuery({ queryKey: appointmentKeys.detail(id), queryFn: () => appointmentsApi.detail(id), enabled: id > 0 });
  const d = detail.data;
  const asked = Number(search.get('type') ?? d?.interviewConsultTypeKey);
  const typeKey = asked === ConsultType.mock ? ConsultType.mock : ConsultType.career;
  const f = (key: string) => t(`appointments.student.detail.${key}`);

  return (
    <div className="page-width page-block" data-testid="question-info-page">
      <Card
        title={<h1 style={{ fontSize: 18, margin: 0 }}>{f('title')}</h1>}
        extra={<Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/appointment/index')} data-testid="question-info-back">{t('common.actions.back')}</Button>}
      >
        {detail.isError ? <Alert type="error" showIcon title={t('appointments.student.loadFailed')} /> : null}
        {detail.isLoading ? <Placeholder /> : null}
        {d ? (
          <>
            <Descriptions column={{ xs: 1, md: 2 }} size="small" style={{ marginBottom: 16 }} data-testid="question-info-summary">
              <Descriptions.Item label={t('appointments.student.history.columns.type')}>{pickText(lang, d.interviewConsultTypeDes, d.interviewConsultTypeDesEN)}</Descriptions.Item>
              <Descriptions.Item label={t('appointments.student.history.columns.counsellor')}>{pickText(lang, d.vdCounselorName, d.vdCounselorNameEn)}</Descriptions.Item>
              <Descriptions.Item label={t('appointments.student.history.columns.time')}>{slotText(d.vdvdInterviewConsultTimesDetailBeginTime, d.vdvdInterviewConsultTimesDetailEndTime)}</Descriptions.Item>
              <Descriptions.Item label={t('appointments.student.history.columns.address')}>{pickText(lang, d.address, d.addressEn)}</Descriptions.Item>
              <Descriptions.Item label={t('appointments.student.history.columns.status')}><Tag>{t(`appointments.student.status.${d.status}`)}</Tag></Descriptions.Item>
              {d.replyNote ? <Descriptions.Item label={f('reply')}><TypedText text={d.replyNote} pre /></Descriptions.Item> : null}
            </Descriptions>
            <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }} data-testid="question-info-answers">
              {questionsOf(typeKey).map((q) => (
                <Descriptions.Item key={q} label={t(`appointments.student.questions.${q}`)}><TypedText text={d[q]} pre /></Descriptions.Item>
              ))}
            </Descriptions>
            <h2 style={{ fontSize: 16 }}>{f('ownQuestions')}</h2>
            {d.vdSubscribeYourQuestionList.length === 0 ? <Empty description={f('noOwnQuestions')} image={Empty.PRESENTED_IMAGE_SIMPLE} /> : (
              <List size="small" bordered dataSource={d.vdSubscribeYourQuestionList} data-testid="question-info-own"
                renderItem={(q, i) => <List.Item>{i + 1}. <TypedText text={q.question} /></List.Item>} />
            )}
            <h2 style={{ fontSize: 16, marginTop: 16 }}>{f('files')}</h2>
            <ul>
              {APPOINTMENT_FILE_FIELDS.map((field) => {
                const name = d[`${field}FileName`];
                const url = d[`${field}Url`];
                return name ? (
                  <li key={field}>{t(`appointments.student.drawer.${fileLabelKeys[field]}`)}: {url ? <a href={url} target="_blank" rel="noreferrer"><TypedText text={name} /></a> : <TypedText text={name} />}</li>
                ) : null;
              })}
            </ul>
          </>
        ) : null}
      </Card>
    </div>
  );
}
