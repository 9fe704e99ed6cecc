export * from './people-kinds.ts';
export * from './people-import.ts';
