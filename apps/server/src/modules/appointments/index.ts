/** The appointments module's public entry: what other modules may use of it. */
export { appointmentsModule } from './appointments.module.ts';
