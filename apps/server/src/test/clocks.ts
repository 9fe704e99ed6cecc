import { vi } from 'vitest';

/**
 * Two clocks meet in a test: Node's and the database's. PGlite runs in this process and reads the
 * time through Date, so pinning Node's clock pins the database's too, to the millisecond: windows
 * can be tested at their exact boundary instants. PostgreSQL keeps its own clock, so there a
 * moved Node clock shows which of the two a rule reads.
 */
export const databaseFollowsNodeClock = !process.env.TEST_DATABASE_URL;

/** Stops Node's clock at this instant (timers keep running, only Date is replaced). */
export function pinNodeClock(at: Date): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

export function releaseNodeClock(): void {
  vi.useRealTimers();
}
