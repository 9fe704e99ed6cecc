import { CONSULT_TYPES, type Statistics } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { schoolDateTime } from '../../platform/time/school-zone.ts';
import { consultationsOf } from '../appointments/index.ts';
import { participationsOf } from '../careers/index.ts';
import { resumeFlagsOf } from '../resumes/index.ts';

/**
 * C22 (PROF-N10, G03): read through the appointments, resumes and careers modules' public entries,
 * never their tables (README 'Statistics'). Consultations and activities count within the year
 * (school zone) or over all years; the resume flags are the student's state now.
 */
export async function statisticsOf(db: Queryable, studentId: number, year: number | null): Promise<Statistics> {
  const [consults, flags, activities] = [await consultationsOf(db, studentId, year), await resumeFlagsOf(db, studentId), await participationsOf(db, studentId, year)];
  const yes = (b: boolean) => (b ? '是' : '否');
  const yesEN = (b: boolean) => (b ? 'Yes' : 'No');
  const enterprise = activities.filter((a) => a.vdActiveType === 2);
  const student = activities.filter((a) => a.vdActiveType !== 2);
  const row = (a: (typeof activities)[number]) => ({ activityName: a.activityName, activityNameEN: a.activityNameEn });
  return {
    studentId, activityYear: year,
    vdInterviewConsultCount: consults.length,
    vdInterviewConsultData: consults.map((c) => {
      const type = CONSULT_TYPES.find((x) => x.key === c.typeKey);
      return { time: schoolDateTime(c.beginTime), counselorName: c.counselorName, counselorNameEN: c.counselorNameEn, consultType: type?.zh ?? '', consultTypeEN: type?.en ?? '' };
    }),
    isHaveResume: yes(flags.hasResume), isHaveResumeEN: yesEN(flags.hasResume),
    isOptimizeApply: yes(flags.optimizeApplied), isOptimizeApplyEN: yesEN(flags.optimizeApplied),
    participationEnterpriseActivyCount: enterprise.length, participationEnterpriseActivyData: enterprise.map(row),
    participationStudentActivyCount: student.length, participationStudentActivyData: student.map(row),
  };
}
