import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { selectionChoices, selectionResumes, selectionTeachers } from './selection.tables.ts';

/**
 * The anonymisation of one person (docs/privacy.md): a student's choices keep their rounds, ranks
 * and outcomes (the quotas and matching figures) and lose the note; the CV for the mentors goes. A
 * mentor's or supervisor's profile of a round keeps its counts and loses name, contacts, photo and
 * every text about them.
 */
export async function anonymiseSelection(tx: Queryable, userId: number): Promise<void> {
  await tx.update(selectionChoices).set({ note: null }).where(eq(selectionChoices.studentId, userId));
  await tx.delete(selectionResumes).where(eq(selectionResumes.studentId, userId));
  await tx.update(selectionTeachers).set({
    name: '已匿名', email: null, phone: null, companyName: null, position: null, photoFileId: null, gender: null, age: null, industry: null,
    workingYears: null, requirements: null, researchDirection: null, thesisTopicSelection: null, facultyUrl: null, teacherEducationalBackground: null,
    teacherProfessionalexperience: null, studentIndustryBackground: null, studentFutureEmploymentbackground: null, otherRequirements: null,
  }).where(eq(selectionTeachers.userId, userId));
}
