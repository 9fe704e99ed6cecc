import { ddResultLabels, InterviewStatus, type DdMyApplication } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Divider, Empty, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/date-format.ts';
import { messageLang } from '../../../shared/language.ts';
import { ddApi, ddKeys } from '../dd.api.ts';
import { TypedText } from '../../../shared/typed-text.tsx';
import { DocumentsArea } from './documents-area.tsx';
import { beijingRange } from './interview-rules.ts';
import { InterviewModal } from './interview-modal.tsx';

type Signup = DdMyApplication['signupStudentInfoList'][number];

/** Interview info (MOB-U09): waiting (1), the booked line (2), or the link to book (3). */
function InterviewInfo({ s, onBook }: { s: Signup; onBook: () => void }) {
  const { t } = useTranslation();
  if (s.interviewStatus === InterviewStatus.booked) {
    return (
      // The green of type="success" text is below AA contrast on white; the icon carries the colour.
      <span data-testid={`dd-interview-booked-${s.id}`}>
        <CheckCircleFilled style={{ color: '#389e0d', marginInlineEnd: 6 }} />
        {t('doubleDegree.student.interview.booked', { time: beijingRange(s.interviewStartTime, s.interviewEndTime) })}<TypedText text={s.ddInterviewAdress} empty="" />
      </span>
    );
  }
  if (s.interviewStatus === InterviewStatus.canBook) {
    return <Button type="link" style={{ padding: 0 }} onClick={onBook} data-testid={`dd-interview-book-${s.id}`}>{t('doubleDegree.student.interview.book')}</Button>;
  }
  return <span data-testid={`dd-interview-waiting-${s.id}`}>{t('doubleDegree.student.interview.waiting')}</span>;
}

/** One application of a card: the description list of MOB-U08. */
function SignupDescriptions({ s, onBook }: { s: Signup; onBook: () => void }) {
  const { t } = useTranslation();
  const l = (k: string) => t(`doubleDegree.student.mine.${k}`);
  // The results are numbers with catalogue labels in both languages; the server's descriptions are Chinese only.
  const result = (n: number, des: string) => ddResultLabels[n]?.[messageLang()] ?? (des || '-');
  return (
    <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} data-testid={`dd-signup-${s.id}`} items={[
      { key: 'name', label: l('name'), children: <TypedText text={s.ddStudentInfoName} /> },
      { key: 'program', label: l('program'), children: <TypedText text={s.ddProjectName} /> },
      { key: 'submitTime', label: l('submitTime'), children: formatDateTime(s.submitTime, '-') },
      { key: 'status', label: l('status'), children: s.submitTime ? l('submitted') : l('draft') },
      { key: 'gsm', label: l('gsmResult'), children: result(s.gsmResult, s.gsmResultDes) },
      { key: 'partner', label: l('partnerResult'), children: result(s.partnerResult, s.partnerResultDes) },
      { key: 'last', label: l('lastResult'), children: result(s.lastResult, s.lastResultDes) },
      {
        key: 'form', label: l('form'), children: (
          <Space>
            <a href={`/study/student-degree-details/${s.id}`} target="_blank" rel="noopener noreferrer" data-testid={`dd-view-${s.id}`}>{l('view')}</a>
            {s.pdfFileUrl && <a href={s.pdfFileUrl} target="_blank" rel="noopener noreferrer" data-testid={`dd-pdf-${s.id}`}>{l('pdf')}</a>}
          </Space>
        ),
      },
      { key: 'interview', label: l('interview'), span: 'filled', children: <InterviewInfo s={s} onBook={onBook} /> },
    ]} />
  );
}

/** My Application (MOB-U08): one card per academic year, documents first, then each application. */
export function MyApplicationsTab() {
  const { t } = useTranslation();
  const mine = useQuery({ queryKey: ddKeys.mine(), queryFn: ddApi.mine });
  const [booking, setBooking] = useState<number | null>(null);
  if (mine.isPending) return <Skeleton active />;
  if (mine.isError) return <Alert type="error" showIcon message={t('doubleDegree.student.loadFailed')} />;
  if (mine.data.length === 0) return <Empty description={t('doubleDegree.student.mine.none')} data-testid="dd-mine-none" />;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {mine.data.map((card) => (
        <Card key={card.id} type="inner" title={<TypedText text={card.simpleName} />} data-testid={`dd-card-${card.id}`}>
          <DocumentsArea card={card} />
          {card.signupStudentInfoList.map((s) => (
            <div key={s.id}>
              <Divider />
              <SignupDescriptions s={s} onBook={() => setBooking(s.id)} />
            </div>
          ))}
        </Card>
      ))}
      {booking !== null && <InterviewModal signupId={booking} onClose={() => setBooking(null)} />}
    </Space>
  );
}
