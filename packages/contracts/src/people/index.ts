export * from './people-kinds.ts';
