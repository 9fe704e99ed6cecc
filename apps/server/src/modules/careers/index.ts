/** The careers module's public entry: what other modules may use of it. */
export { careersModule } from './careers.module.ts';
/** A student's activity participation (successful sign-ups), for the profile statistics. */
export { participationsOf, type Participation } from './participations.ts';
