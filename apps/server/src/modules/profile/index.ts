/** The profile module's public entry: what other modules may use of it. */
export { profileModule } from './profile.module.ts';
