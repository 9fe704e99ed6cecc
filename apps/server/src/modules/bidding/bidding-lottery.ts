import { PlanState, type RoundSeedView } from '@portal/contracts';
import type { RoundSeed } from './bidding-rounds.repo.ts';

/** A round's results are published (and its seed may be shown) once the plan reached that round's published state. */
export const roundPublished = (planState: number, round: number) =>
  planState >= (round === 1 ? PlanState.firstPublished : PlanState.secondPublished);

/** The rounds' lottery as students and staff see it: the hash as soon as it is drawn, the seed after the clearing is published. */
export const roundViews = (planState: number, rounds: RoundSeed[]): RoundSeedView[] =>
  rounds.map((r) => ({ round: r.round, seedHash: r.seedHash, seed: roundPublished(planState, r.round) ? r.seed : null }));
