import type { StudentKind } from '../profile-rules.ts';

/** Whose profile a section shows, and what decides its fields (PROF-S05). */
export interface ProfileSubject {
  studentId: number;
  kind: StudentKind;
  /** The resume student type (3: MBA-type pages, PROF-U02/U07). */
  resumeType: number | null;
}

/**
 * What every sub-view's form gets: the data the server answered, whose it is, and the save (absent
 * on the staff's read-only view, which shows the same forms disabled and without Save or Add).
 */
export interface SectionProps<T, B> {
  data: T;
  subject: ProfileSubject;
  readOnly: boolean;
  save?: (body: B) => Promise<void>;
  saving?: boolean;
}
