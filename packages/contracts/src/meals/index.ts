export * from './meal-api.ts';
export * from './meal-admin.ts';
