export * from './positions.ts';
export * from './activities.ts';
export * from './evaluation.ts';
export * from './activity-policy.ts';
export * from './position-applications.ts';
