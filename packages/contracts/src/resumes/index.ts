export * from './resume-constants.ts';
export * from './resume-sections.ts';
export * from './resume-manual.ts';
export * from './resume-completeness.ts';
export * from './resume-api.ts';
