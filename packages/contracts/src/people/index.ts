export * from './people-kinds.ts';
export * from './password-links.ts';
