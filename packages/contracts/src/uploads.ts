/**
 * Upload rules per use: the extension list and size limit of each screen (spec lists, FEATURES Q-23).
 * The web upload control and the server both read this table; the server also sniffs the content.
 */
export interface UploadRule {
  extensions: readonly string[];
  maxBytes: number;
}

const MB = 1024 * 1024;
const office = ['doc', 'docx', 'xls', 'xlsx'] as const;

export const uploadRules = {
  // The spec gives no size for these four; ours: video homework needs room, documents do not.
  general: { extensions: ['xlsx', 'xls', 'png', 'pdf', 'jpg', 'jpeg', 'doc', 'docx', 'ppt', 'pptx', 'mp4'], maxBytes: 20 * MB },
  homework: { extensions: ['xlsx', 'xls', 'png', 'pdf', 'jpg', 'jpeg', 'doc', 'docx', 'ppt', 'pptx', 'mp4'], maxBytes: 100 * MB },
  lectureHomework: { extensions: ['xlsx', 'xls', 'png', 'pdf', 'jpg', 'jpeg', 'doc', 'docx', 'ppt', 'pptx'], maxBytes: 20 * MB },
  notice: { extensions: ['jpg', 'jpeg', 'png', 'gif', 'pdf', ...office, 'ppt', 'pptx'], maxBytes: 20 * MB },
  // The spec's limits (FEATURES RES-V02, PROF-V15, BOOK-V06, MOB-V01…V03, MOB-V11).
  photo: { extensions: ['jpg', 'jpeg', 'png'], maxBytes: 2 * MB },
  embaPhoto: { extensions: ['jpg', 'jpeg', 'png'], maxBytes: 1 * MB },
  appointment: { extensions: ['doc', 'docx', 'pdf'], maxBytes: 2 * MB },
  exemption: { extensions: ['jpg', 'jpeg', 'pdf', 'png', ...office], maxBytes: 10 * MB },
  visiting: { extensions: ['jpg', 'jpeg', 'pdf', 'png', ...office], maxBytes: 10 * MB },
  degreePhoto: { extensions: ['jpg', 'jpeg', 'gif', 'png'], maxBytes: 2 * MB },
  degreeDocument: { extensions: ['pdf', 'jpg', 'png', 'jpeg'], maxBytes: 15 * MB },
  // Sizes the spec leaves open: a CV and a sheet of a few thousand rows are far below these.
  mentorResume: { extensions: ['pdf'], maxBytes: 10 * MB },
  // A student's own PDF resume (RES-V13): one page or a few, far below this.
  resumePdf: { extensions: ['pdf'], maxBytes: 10 * MB },
  spreadsheet: { extensions: ['xlsx', 'xls'], maxBytes: 5 * MB },
  // A roll from the student-information system (modules/people): 10,000 students are some 1 MB of xlsx, 2 MB of CSV.
  roll: { extensions: ['xlsx', 'csv'], maxBytes: 10 * MB },
  // A posting's attachments (careers): previewed in the portal (PDF inline, docx and xlsx as HTML), the rest downloaded.
  positionAttachment: { extensions: ['pdf', 'docx', 'xlsx', 'doc', 'xls', 'jpg', 'jpeg', 'png'], maxBytes: 20 * MB },
} as const satisfies Record<string, UploadRule>;

export type UploadUse = keyof typeof uploadRules;

/**
 * What one user may keep in uploads unless the server is configured otherwise (UPLOAD_QUOTA_MB).
 * Without it one student stored 3 × 100 MB in five seconds.
 */
export const DEFAULT_UPLOAD_QUOTA_MB = 300;

/**
 * A spreadsheet is a zip: this is the most its entries may hold once inflated, checked before the
 * workbook is parsed. A 5 MB sheet of text inflates to some 50 MB; a zip bomb to gigabytes.
 */
export const MAX_SPREADSHEET_INFLATED_BYTES = 100 * MB;
/** The uses the general upload takes; a roll is received by the people import only and never kept as a file. */
export const uploadUses = (Object.keys(uploadRules) as UploadUse[]).filter((u) => u !== 'roll');

export const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

export const formatBytes = (n: number) => (n >= MB ? `${Math.round((n / MB) * 10) / 10} MB` : `${Math.round(n / 1024)} KB`);
