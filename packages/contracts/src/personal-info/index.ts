export * from './personal-info.ts';
