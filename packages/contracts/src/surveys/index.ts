export * from './survey-types.ts';
export * from './survey-definition.ts';
export * from './survey-answers.ts';
export * from './survey-validation.ts';
export * from './survey-rows.ts';
export * from './survey-admin.ts';
