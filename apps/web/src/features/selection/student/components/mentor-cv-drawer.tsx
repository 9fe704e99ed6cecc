import type { MentorRow } from '@portal/contracts';
import { Descriptions, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { TypedText } from '../../../../shared/typed-text.tsx';
import { MentorPhoto } from './mentor-photo.tsx';

/** The gender as the seed and the staff's sheets write it, in the screen's language; anything else as typed. */
const genderKey: Record<string, string> = { 男: 'male', 女: 'female', male: 'male', female: 'female', M: 'male', F: 'female' };

/**
 * The mentor's CV in a right-side drawer, 60% wide (SEL-U04). The phone shows only when the server
 * sends it — released by the mentor and the student confirmed with them (SEL-S07) — else 'confidential'.
 */
export function MentorCvDrawer({ mentor, onClose }: { mentor: MentorRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const c = (key: string) => t(`selection.student.mentor.cv.${key}`);
  const none = t('selection.student.none');
  const gender = mentor?.gender ? genderKey[mentor.gender] : undefined;
  const texts: { field: keyof MentorRow; label: string }[] = [
    { field: 'teacherEducationalBackground', label: t('selection.student.mentor.resumeDialog.education') },
    { field: 'teacherProfessionalexperience', label: t('selection.student.mentor.resumeDialog.experience') },
    { field: 'studentIndustryBackground', label: t('selection.student.mentor.requirementsDialog.industry') },
    { field: 'studentFutureEmploymentbackground', label: t('selection.student.mentor.requirementsDialog.career') },
    { field: 'otherRequirements', label: t('selection.student.mentor.requirementsDialog.other') },
    { field: 'requirements', label: c('requirements') },
  ];
  return (
    <Drawer open={Boolean(mentor)} onClose={onClose} size="60%" placement="right" title={c('title')} destroyOnHidden data-testid="mentor-cv-drawer">
      {mentor ? (
        <Descriptions column={2} bordered size="small" data-testid="mentor-cv">
          <Descriptions.Item label={c('name')}><TypedText text={mentor.name} /></Descriptions.Item>
          <Descriptions.Item label={c('photo')}><MentorPhoto name={mentor.name} src={mentor.industryPhotoFile} size={80} /></Descriptions.Item>
          <Descriptions.Item label={c('gender')}>{gender ? c(`genders.${gender}`) : <TypedText text={mentor.gender} />}</Descriptions.Item>
          <Descriptions.Item label={c('age')}>{mentor.age ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={c('company')}><TypedText text={mentor.companyName} /></Descriptions.Item>
          <Descriptions.Item label={c('position')}><TypedText text={mentor.position} /></Descriptions.Item>
          <Descriptions.Item label={c('phone')}><span data-testid="mentor-phone">{mentor.phone ?? c('confidential')}</span></Descriptions.Item>
          <Descriptions.Item label={c('email')}>{mentor.email ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={c('industry')}><TypedText text={mentor.industry} /></Descriptions.Item>
          <Descriptions.Item label={c('workingYears')}>{mentor.workingYears ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={c('foreignStudents')} span={2}>{c(mentor.isGuideForeignStudent ? 'yes' : 'no')}</Descriptions.Item>
          {texts.map((s) => {
            const value = mentor[s.field];
            return (
              <Descriptions.Item key={s.field} label={s.label} span={2}>
                <TypedText text={typeof value === 'string' ? value.trim() : null} empty={none} pre />
              </Descriptions.Item>
            );
          })}
        </Descriptions>
      ) : null}
    </Drawer>
  );
}
