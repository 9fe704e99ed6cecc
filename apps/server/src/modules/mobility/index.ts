/** The mobility module's public entry: what other modules may use of it. */
export { mobilityModule } from './mobility.module.ts';
