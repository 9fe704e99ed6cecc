/**
 * How far each running confirm has come, kept in the memory of the instance doing the work: the
 * page polls the import's state, and only that instance can say more than the stored status. On
 * PGlite (one connection) the poll must not wait for the confirm's transaction, so it is answered
 * from here without a query while the work runs.
 */
export interface ImportProgress { phase: 'checking' | 'writing'; done: number; total: number }
/** What the poll answers besides the figures, read when the confirm starts. */
export interface RunningImport extends ImportProgress { kind: string; fileName: string }

const running = new Map<string, RunningImport>();

export const importProgress = {
  get: (id: string): RunningImport | null => running.get(id) ?? null,
  start: (id: string, head: { kind: string; fileName: string }): void => { running.set(id, { ...head, phase: 'checking', done: 0, total: 0 }); },
  /** Enters the writing phase with its number of steps. */
  writing: (id: string, total: number): void => {
    const p = running.get(id);
    if (p) Object.assign(p, { phase: 'writing', done: 0, total });
  },
  /** Adds `n` done steps of the writing phase. */
  advance: (id: string, n: number): void => {
    const p = running.get(id);
    if (p) p.done = Math.min(p.total, p.done + n);
  },
  end: (id: string): void => { running.delete(id); },
};
