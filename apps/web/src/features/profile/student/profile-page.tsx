import '../profile-i18n.ts';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/current-user.tsx';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { profileApi, useSection, useSectionSave } from '../profile.api.ts';
import { studentKindOf, type ProfileSection } from '../profile-rules.ts';
import { AwardSection } from '../sections/award-section.tsx';
import { BaseInfoSection } from '../sections/base-info-section.tsx';
import { CadresSection } from '../sections/cadres-section.tsx';
import { DegreeSection } from '../sections/degree-section.tsx';
import { SectionFrame } from '../sections/form-parts.tsx';
import { IntentionSection } from '../sections/intention-section.tsx';
import { PracticeInfoSection } from '../sections/practice-info-section.tsx';
import { RecruitInfoSection } from '../sections/recruit-info-section.tsx';
import type { ProfileSubject, SectionProps } from '../sections/section-props.ts';
import { SkillInfoSection } from '../sections/skill-info-section.tsx';
import { StatisticsSection } from '../sections/statistics-section.tsx';
import { StudyInfoSection } from '../sections/study-info-section.tsx';
import { ProfileLayout } from './profile-layout.tsx';

interface Connection<T, B> {
  section: ProfileSection;
  load: (studentId: number) => Promise<T>;
  save: (body: B) => Promise<unknown>;
  Form: ComponentType<SectionProps<T, B>>;
}

/**
 * One sub-view of the signed-in student: its call, loading and error states, the form built from
 * the answer (built again after a save, from what the server stored) and the save with its message.
 */
function Connected<T, B>({ subject, connection }: { subject: ProfileSubject; connection: Connection<T, B> }) {
  const { t } = useTranslation();
  const { section, load, save, Form } = connection;
  const query = useSection(subject.studentId, section, load);
  const mutation = useSectionSave(subject.studentId, section, save);
  const run = async (body: B) => {
    try {
      await mutation.mutateAsync(body);
      notifySuccess(t('profile.student.saved'));
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  if (!query.data) {
    return <SectionFrame loading={query.isLoading} failed={query.isError} onRetry={() => void query.refetch()} testId={`profile-${section}`}>{null}</SectionFrame>;
  }
  return <Form key={query.dataUpdatedAt} data={query.data} subject={subject} readOnly={false} save={run} saving={mutation.isPending} />;
}

const connect = <T, B>(c: Connection<T, B>) => c as unknown as Connection<unknown, unknown>;

/** The nine form sub-views and their calls (PROF-C01…C20). */
const connections: Partial<Record<ProfileSection, Connection<unknown, unknown>>> = {
  'base-info': connect({ section: 'base-info', load: profileApi.baseInfo, save: profileApi.saveBaseInfo, Form: BaseInfoSection }),
  'recruit-info': connect({ section: 'recruit-info', load: profileApi.recruit, save: profileApi.saveRecruit, Form: RecruitInfoSection }),
  award: connect({ section: 'award', load: profileApi.rewards, save: profileApi.saveRewards, Form: AwardSection }),
  degree: connect({ section: 'degree', load: profileApi.degree, save: profileApi.saveDegree, Form: DegreeSection }),
  'student-cadres': connect({ section: 'student-cadres', load: profileApi.cadres, save: profileApi.saveCadres, Form: CadresSection }),
  'study-info': connect({ section: 'study-info', load: profileApi.study, save: profileApi.saveStudy, Form: StudyInfoSection }),
  'skill-info': connect({ section: 'skill-info', load: profileApi.skills, save: profileApi.saveSkills, Form: SkillInfoSection }),
  'practice-info': connect({ section: 'practice-info', load: profileApi.practice, save: profileApi.savePractice, Form: PracticeInfoSection }),
  'graduation-intention': connect({ section: 'graduation-intention', load: profileApi.intention, save: profileApi.saveIntention, Form: IntentionSection }),
};

/** The student profile area (PROF-R01, U01): the signed-in student's ten sub-views. */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const subject: ProfileSubject = { studentId: user.id, kind: studentKindOf(user), resumeType: user.resumeStudentType };
  return (
    <ProfileLayout title={t('profile.student.title')} data-testid="profile-page">
      {(section) => {
        if (section === 'activity-statistic') return <StatisticsSection studentId={subject.studentId} />;
        const connection = connections[section];
        return connection ? <Connected key={section} subject={subject} connection={connection} /> : null;
      }}
    </ProfileLayout>
  );
}
