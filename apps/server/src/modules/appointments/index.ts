/** The appointments module's public entry: what other modules may use of it. */
export { appointmentsModule } from './appointments.module.ts';
/** A student's consultations (approved bookings), for the profile statistics. */
export { consultationsOf, type Consultation } from './consultations.ts';
