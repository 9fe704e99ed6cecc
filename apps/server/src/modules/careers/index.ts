/** The careers module's public entry: what other modules may use of it. */
export { careersModule } from './careers.module.ts';
