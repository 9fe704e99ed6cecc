export * from './people-kinds.ts';
export * from './people-import.ts';
export * from './personal-data.ts';
export * from './people-admin.ts';
export * from './password-links.ts';
export * from './roles.ts';
