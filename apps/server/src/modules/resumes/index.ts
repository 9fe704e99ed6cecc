/** The resumes module's public entry: what other modules may use of it. */
export { resumesModule } from './resumes.module.ts';
