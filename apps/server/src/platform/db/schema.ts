/** Every table of every module, for Drizzle and drizzle-kit. */
export * from './platform.tables.ts';
export * from '../../modules/shell/shell.tables.ts';
