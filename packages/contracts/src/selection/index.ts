export * from './selection-constants.ts';
export * from './selection-api.ts';
export * from './selection-admin.ts';
export * from './selection-ranking.ts';
