/** The resumes module's public entry: what other modules may use of it. */
export { resumesModule } from './resumes.module.ts';
/** The portal's CJK typeface for generated PDFs (Noto Sans SC from npm), loaded once per thread. */
export { FONT_BOLD, FONT_REGULAR, useResumeFonts as useCjkFonts } from './pdf/resume-pdf-fonts.ts';
/** Whether a student has a resume and asked for optimisation, for the profile statistics. */
export { resumeFlagsOf } from './resume-flags.ts';
/** The completeness of a student's resumes after their e-mail or mobile changed on another page (caller holds lockContact). */
export { refreshCompletenessAfterContact } from './resume-contact-refresh.ts';
/** A student's resumes that can be sent with an application to a posting, and the file each stands for now. */
export { applicationResume, applicationResumeFiles, sendableResumesOf, type ApplicationResumeRecord } from './application-resumes.repo.ts';
