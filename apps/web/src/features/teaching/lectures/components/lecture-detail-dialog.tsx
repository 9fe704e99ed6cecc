import type { LectureRow } from '@portal/contracts';
import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/date-format.ts';
import { LectureStatusTag, useLectureCodes, useLectureText } from './lecture-status.tsx';

/** The read-only detail of one lecture (ACAD-U07). */
export function LectureDetailDialog({ lecture, onClose }: { lecture: LectureRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useLectureText();
  const codes = useLectureCodes();
  const f = (key: string) => t(`teaching.lectures.fields.${key}`);
  return (
    <Modal open={!!lecture} title={lecture ? text.subject(lecture) : ''} onCancel={onClose} footer={null} destroyOnHidden width={640}>
      {lecture ? (
        <Descriptions column={1} size="small" bordered data-testid="lecture-detail">
          <Descriptions.Item label={f('term')}>{t('teaching.lectures.termValue', { year: `${lecture.schoolYear}-${lecture.schoolYear + 1}`, term: t(`teaching.lectures.terms.${lecture.termValue}`) })}</Descriptions.Item>
          <Descriptions.Item label={f('time')}>{text.when(lecture)}</Descriptions.Item>
          <Descriptions.Item label={f('teachers')}>{text.teachers(lecture)}</Descriptions.Item>
          <Descriptions.Item label={f('address')}>{text.address(lecture)}</Descriptions.Item>
          <Descriptions.Item label={f('signupWindow')}>{text.window(lecture)}</Descriptions.Item>
          <Descriptions.Item label={f('seats')}>{`${lecture.signUpCount} / ${lecture.capacity}`}</Descriptions.Item>
          {lecture.waitingCount > 0 || lecture.waitlistPosition !== null ? (
            <Descriptions.Item label={f('waitlist')}>
              <span data-testid="lecture-detail-waitlist">
                {lecture.waitlistPosition !== null
                  ? `${t('teaching.lectures.waitlisted', { position: lecture.waitlistPosition })} · ${t('teaching.lectures.waitingCount', { count: lecture.waitingCount })}`
                  : t('teaching.lectures.waitingCount', { count: lecture.waitingCount })}
              </span>
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label={f('credit')}>{lecture.credit}</Descriptions.Item>
          <Descriptions.Item label={f('homeworkDeadline')}>{formatDateTime(lecture.homeWorkDeadline, '-')}</Descriptions.Item>
          <Descriptions.Item label={f('status')}><LectureStatusTag status={lecture.status} /></Descriptions.Item>
          {lecture.isSignUped ? <Descriptions.Item label={f('clockIn')}>{codes.clockIn(lecture.clockingInStatus)}</Descriptions.Item> : null}
          {lecture.isSignUped ? <Descriptions.Item label={f('achievement')}>{codes.achievement(lecture.achievementStatus)}</Descriptions.Item> : null}
        </Descriptions>
      ) : null}
    </Modal>
  );
}
