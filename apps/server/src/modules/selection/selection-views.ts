import { ChoiceStatus, ShowButtonType, choiceStatusDesCode, mentorStatusOf, messageText, type MentorRow, type NoTeacher, type SelectionRound, type SelectionPageType, type SelectionKind, type SupervisorRow } from '@portal/contracts';
import type { FileStore } from '../../platform/files/file-store.ts';
import type { RoundRecord, TeacherRecord } from './selection.repo.ts';

/** How rows of the tables become the answers of the students' calls. */

export const iso = (d: Date) => d.toISOString();

export interface ConfirmedOf {
  teacherId: number | null;
  status: number | null;
  choiceRank: number | null;
  confirmedBy: string | null;
}

export function roundView(round: RoundRecord, confirmed: ConfirmedOf | null, teacherName: string | null, noTeacher: NoTeacher | null = null): SelectionRound {
  const hasTeacher = confirmed?.teacherId !== null && confirmed?.teacherId !== undefined;
  return {
    id: round.id,
    teacherId: hasTeacher ? confirmed!.teacherId : null,
    name: round.name,
    year: round.year,
    startTime: iso(round.startTime),
    endTime: iso(round.endTime),
    releaseStatus: round.releaseStatus,
    timeStatus: round.timeStatus,
    isCurrentSelection: round.isCurrent,
    remark: round.remark,
    status: round.status,
    // A student confirmed in a scheme sees their teacher; otherwise select while open, else view (SEL-U05).
    showButtonType: hasTeacher ? ShowButtonType.myTeacher : round.isCurrent ? ShowButtonType.select : ShowButtonType.view,
    isEnded: round.isEnded,
    selectionType: round.selectionType as SelectionKind,
    pageType: round.pageType as SelectionPageType,
    studentSelectionTimes: round.studentSelectionTimes,
    myChoice: hasTeacher
      ? { teacherId: confirmed!.teacherId!, teacherName: teacherName ?? '', status: confirmed!.status ?? ChoiceStatus.confirmed, choiceRank: confirmed!.choiceRank ?? 0, confirmedBy: confirmed!.confirmedBy }
      : null,
    noTeacher: hasTeacher ? null : noTeacher,
  };
}

/**
 * A mentor for a student. The phone is put in only when the mentor released it and this student is
 * confirmed with them (SEL-S07): otherwise the key is left out, not blanked, so no client can show it.
 */
export function mentorView(files: FileStore, row: { teacher: TeacherRecord; myStatus: number | null; myChoiceId: number | null; suggestedName: string | null; photoName: string | null }): MentorRow {
  const tr = row.teacher;
  const view: MentorRow = {
    id: tr.id, selectionId: tr.roundId, name: tr.name, companyName: tr.companyName, position: tr.position,
    industryPhotoFile: tr.photoFileId && row.photoName ? files.uploadLink(tr.photoFileId, row.photoName) : null,
    requirements: tr.requirements, confirmStudentCount: tr.confirmedCount, selectionTimes: tr.selectionTimes,
    status: mentorStatusOf(row.myStatus), gender: tr.gender, age: tr.age, isDecryptPhone: tr.isDecryptPhone,
    industry: tr.industry, email: tr.email, workingYears: tr.workingYears, isGuideForeignStudent: tr.isGuideForeignStudent,
    teacherEducationalBackground: tr.teacherEducationalBackground, teacherProfessionalexperience: tr.teacherProfessionalexperience,
    studentIndustryBackground: tr.studentIndustryBackground, studentFutureEmploymentbackground: tr.studentFutureEmploymentbackground,
    otherRequirements: tr.otherRequirements, suggestedTeacherName: row.suggestedName, choiceId: row.myChoiceId, choiceStatus: row.myStatus,
  };
  if (tr.isDecryptPhone && row.myStatus === ChoiceStatus.confirmed && tr.phone) view.phone = tr.phone;
  return view;
}

/** A supervisor for a student; the counts are left out (null) once the scheme has ended (SEL-U06). */
export function supervisorView(row: { teacher: TeacherRecord; myStatus: number | null; myChoiceId: number | null; suggestedName: string | null; haveCount: number }, ended: boolean, lang: 'zh' | 'en'): SupervisorRow {
  const tr = row.teacher;
  const des = row.myStatus === null ? null : messageText(choiceStatusDesCode[row.myStatus] ?? '', lang) ?? null;
  return {
    id: tr.id, lwSelectionAndTeacherRelationId: tr.id, selectionId: tr.roundId, name: tr.name, email: tr.email, position: tr.position,
    researchDirection: tr.researchDirection, thesisTopicSelection: tr.thesisTopicSelection, requirements: tr.requirements, facultyUrl: tr.facultyUrl,
    haveSelectionCount: ended ? null : row.haveCount,
    agreeSelectionCount: ended ? null : tr.confirmedCount,
    selectionTimes: ended ? null : tr.selectionTimes,
    lwSelectionAndTeacherAndStudentRelationStatus: row.myStatus,
    lwSelectionAndTeacherAndStudentRelationStatusDes: des,
    suggestedTeacherName: row.suggestedName,
    choiceId: row.myChoiceId,
  };
}
