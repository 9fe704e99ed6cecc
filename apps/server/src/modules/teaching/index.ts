/** The teaching module's public entry: what other modules may use of it. */
export { teachingModule } from './teaching.module.ts';
