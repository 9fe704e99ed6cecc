/** The bidding module's public entry: what other modules may use of it. */
export { biddingModule } from './bidding.module.ts';
export { planWins, type PlanWins, type WonCourse } from './bidding-wins.ts';
