/** The double-degree module's public entry: what other modules may use of it. */
export { doubleDegreeModule } from './dd.module.ts';
