export * from './appointment-constants.ts';
export * from './appointment-form.ts';
export * from './appointment-api.ts';
export * from './appointment-admin.ts';
