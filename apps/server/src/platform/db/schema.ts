/** Every table of every module, for Drizzle and drizzle-kit. */
export * from './platform.tables.ts';
export * from '../../modules/shell/shell.tables.ts';
export * from '../jobs/jobs.tables.ts';
export * from '../../modules/bidding/bidding.tables.ts';
export * from '../../modules/surveys/surveys.tables.ts';
