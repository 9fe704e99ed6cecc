export * from './profile-constants.ts';
export * from './profile-forms.ts';
export * from './profile-rules.ts';
export * from './profile-views.ts';
export * from './profile-admin.ts';
