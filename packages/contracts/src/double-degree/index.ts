export * from './dd-constants.ts';
export * from './dd-wizard.ts';
export * from './dd-student.ts';
export * from './dd-admin.ts';
export * from './dd-review.ts';
