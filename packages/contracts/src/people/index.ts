export * from './people-kinds.ts';
export * from './roles.ts';
