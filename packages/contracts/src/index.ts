export * from './envelope.ts';
export * from './paging.ts';
export * from './permissions.ts';
export * from './messages/index.ts';
export * from './uploads.ts';
export * from './shell.ts';
export * from './auth.ts';
