/** The surveys module's public entry: what other modules may use of it. */
export { surveysModule } from './surveys.module.ts';
