import { PUBLISH_MIN_COMPLETENESS, RESUME_KINDS, ResumeKind, type ResumeRow } from '@portal/contracts';

/** The editor route of each kind (RES-R02…R04); the own PDF (kind 4) has none. */
export const editorPath = (row: ResumeRow): string | null => {
  if (row.id === 0) return null;
  switch (row.kind) {
    case ResumeKind.cn: return `/resume/resumeCN/${row.id}`;
    case ResumeKind.en: return `/resume/resumeEN/${row.id}`;
    case ResumeKind.manual: return `/resume/manual/${row.id}`;
    default: return null;
  }
};

/** The list has a Chinese, English or manual resume: otherwise the student's resumes are created first (InitStudentResume). */
export const hasBuiltResumes = (rows: readonly ResumeRow[]): boolean => rows.some((r) => r.kind !== ResumeKind.upload);

/**
 * A kind with no record yet (id 0): the own PDF until its first upload (UploadResumeFile creates it),
 * the others until InitStudentResume has answered, or never for a student type without resumes.
 */
export const placeholderRow = (kind: number): ResumeRow => ({
  id: 0, vdResumeBaseId: 0, kind, howComplete: 0, isPublic: false, isOptimize: false, optimizeState: 0,
  isShowOptimizeSuggest: false, optimizeSuggest: null, lastModificationTime: null, isSubmit: false, submittedAt: null,
  upResumeFileId: null, upResumeFileName: null, upResumeFileUrl: null,
});

/** The four rows in their order (RES-U01): Chinese, English, manual, own PDF. */
export function orderedRows(rows: readonly ResumeRow[]): ResumeRow[] {
  const byKind = (kind: number) => rows.find((r) => r.kind === kind);
  return RESUME_KINDS.map((k) => byKind(k) ?? placeholderRow(k));
}

/**
 * Why a row's public switch is off limits, if it is (RES-S03): a built resume needs 80 %, the own PDF
 * a file. The server refuses the same (1104, 1105).
 */
export const publicBlocked = (row: ResumeRow): boolean => row.id === 0
  || (row.kind === ResumeKind.upload ? !row.upResumeFileId : row.howComplete < PUBLISH_MIN_COMPLETENESS);

/** Optimisation is asked for built resumes only, at 80 % (1104, 1109). */
export const optimizeBlocked = (row: ResumeRow): boolean => row.id === 0 || row.kind === ResumeKind.upload || row.howComplete < PUBLISH_MIN_COMPLETENESS;

