/** The personal-information module's public entry: what other modules may use of it. */
export { personalInfoModule } from './personal-info.module.ts';
