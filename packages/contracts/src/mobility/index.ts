export * from './mobility-constants.ts';
export * from './study-trip.ts';
export * from './visiting.ts';
export * from './mobility-admin.ts';
export * from './eligibility.ts';
