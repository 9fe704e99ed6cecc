export * from './people-kinds.ts';
export * from './personal-data.ts';
