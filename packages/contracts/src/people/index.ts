export * from './people-kinds.ts';
export * from './people-admin.ts';
