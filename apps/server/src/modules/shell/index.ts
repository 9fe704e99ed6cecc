/** The shell's public entry: what other modules may use of it. */
export { shellModule } from './shell.module.ts';
