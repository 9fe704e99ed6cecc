import '../profile-i18n.ts';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ProfileAdminDetail } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadingCard } from '../../../shared/panel.tsx';
import { useLanguage } from '../../../shared/language.ts';
import { profileApi, profileKeys } from '../profile.api.ts';
import type { ProfileSection } from '../profile-rules.ts';
import { ProfileLayout } from '../student/profile-layout.tsx';
import { AwardSection } from '../sections/award-section.tsx';
import { BaseInfoSection } from '../sections/base-info-section.tsx';
import { CadresSection } from '../sections/cadres-section.tsx';
import { DegreeSection } from '../sections/degree-section.tsx';
import { IntentionSection } from '../sections/intention-section.tsx';
import { PracticeInfoSection } from '../sections/practice-info-section.tsx';
import { RecruitInfoSection } from '../sections/recruit-info-section.tsx';
import type { ProfileSubject } from '../sections/section-props.ts';
import { SkillInfoSection } from '../sections/skill-info-section.tsx';
import { StatisticsView } from '../sections/statistics-section.tsx';
import { StudyInfoSection } from '../sections/study-info-section.tsx';
import { StaffGuard } from './staff-guard.tsx';

/** One section of the staff view: the student's forms, disabled, without Save or Add. */
function ReadOnlySection({ section, d, subject }: { section: ProfileSection; d: ProfileAdminDetail; subject: ProfileSubject }): ReactNode {
  const p = { subject, readOnly: true };
  switch (section) {
    case 'base-info': return <BaseInfoSection data={d.baseInfo} {...p} />;
    case 'recruit-info': return <RecruitInfoSection data={d.recruit} {...p} />;
    case 'award': return <AwardSection data={d.rewards} {...p} />;
    case 'degree': return <DegreeSection data={d.degree} {...p} />;
    case 'student-cadres': return <CadresSection data={d.cadres} {...p} />;
    case 'study-info': return <StudyInfoSection data={d.study} {...p} />;
    case 'skill-info': return <SkillInfoSection data={d.skills} {...p} />;
    case 'practice-info': return <PracticeInfoSection data={d.practice} {...p} />;
    case 'graduation-intention': return <IntentionSection data={d.intention} {...p} />;
    case 'activity-statistic': return <StatisticsView data={d.statistics} />;
  }
}

/** The staff's read-only view of one student's whole profile (all ten sections, nothing to save). */
export function StaffProfileView() {
  return <StaffGuard><ReadOnlyProfile /></StaffGuard>;
}

function ReadOnlyProfile() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const studentId = Number(useParams().studentId);
  const valid = Number.isInteger(studentId) && studentId > 0;
  const query = useQuery({ queryKey: profileKeys.adminDetail(studentId), queryFn: () => profileApi.adminDetail(studentId), enabled: valid });
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/admin/profiles')} data-testid="profile-staff-back">{t('profile.staff.back')}</Button>
  );
  if (!valid || query.isError) {
    return <div className="page-width page-block"><Result status="warning" title={t('profile.student.loadFailed')} extra={back} /></div>;
  }
  const d = query.data;
  if (!d) return <LoadingCard />;
  const subject: ProfileSubject = { studentId, kind: d.recruit.studentKind, resumeType: d.student.resumeStudentType };
  const name = lang === 'en-US' && d.student.enName ? d.student.enName : d.student.studentName;
  return (
    <ProfileLayout title={<span lang={lang === 'en-US' && d.student.enName ? undefined : 'zh-CN'}>{t('profile.staff.viewTitle', { name })}</span>} extra={back} data-testid="profile-staff-view">
      {(section) => (
        <>
          <Alert type="info" showIcon title={t('profile.staff.readOnly')} style={{ marginBottom: 12 }} />
          <ReadOnlySection section={section} d={d} subject={subject} />
        </>
      )}
    </ProfileLayout>
  );
}
