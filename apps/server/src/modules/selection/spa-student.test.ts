import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockingPairs, spaStudent, type SpaInstance } from './spa-student.ts';

/**
 * A marriage market is the SPA instance where every lecturer offers one project and both take one
 * student: there the student-proposing SPA-student is Gale and Shapley's deferred acceptance.
 */
function marriage(men: Record<string, string[]>, women: Record<string, string[]>): { inst: SpaInstance; name: (m: Map<number, number>) => Record<string, string> } {
  const m = Object.keys(men);
  const w = Object.keys(women);
  const mid = (x: string) => m.indexOf(x) + 1;
  const wid = (x: string) => 100 + w.indexOf(x) + 1;
  const inst: SpaInstance = {
    students: m.map((x) => ({ id: mid(x), prefs: men[x]!.map(wid) })),
    projects: w.map((x) => ({ id: wid(x), capacity: 1, lecturer: wid(x) })),
    lecturers: w.map((x) => ({ id: wid(x), capacity: 1, prefs: women[x]!.map(mid) })),
  };
  const name = (res: Map<number, number>) => Object.fromEntries([...res].map(([s, p]) => [m[s - 1]!, w[p - 101]!]));
  return { inst, name };
}

describe('SPA-student on published examples', () => {
  // D. Gale, L. S. Shapley, 'College admissions and the stability of marriage', American Mathematical
  // Monthly 69(1), 1962, p. 10, the first example: three stable matchings; when the men propose, each
  // gets his first choice.
  it('Gale and Shapley (1962), 3 × 3: the proposing side gets its first choices', () => {
    const { inst, name } = marriage(
      { alpha: ['A', 'B', 'C'], beta: ['B', 'C', 'A'], gamma: ['C', 'A', 'B'] },
      { A: ['beta', 'gamma', 'alpha'], B: ['gamma', 'alpha', 'beta'], C: ['alpha', 'beta', 'gamma'] },
    );
    const res = spaStudent(inst);
    expect(name(res)).toEqual({ alpha: 'A', beta: 'B', gamma: 'C' });
    expect(blockingPairs(inst, res)).toEqual([]);
  });

  // The same paper, p. 11, the 4 × 4 example whose only stable matching is αC, βD, γA, δB.
  it('Gale and Shapley (1962), 4 × 4: the one stable matching', () => {
    const { inst, name } = marriage(
      { alpha: ['A', 'B', 'C', 'D'], beta: ['A', 'D', 'C', 'B'], gamma: ['B', 'A', 'C', 'D'], delta: ['D', 'B', 'C', 'A'] },
      { A: ['delta', 'gamma', 'alpha', 'beta'], B: ['beta', 'delta', 'alpha', 'gamma'], C: ['delta', 'alpha', 'beta', 'gamma'], D: ['gamma', 'beta', 'alpha', 'delta'] },
    );
    const res = spaStudent(inst);
    expect(name(res)).toEqual({ alpha: 'C', beta: 'D', gamma: 'A', delta: 'B' });
    expect(blockingPairs(inst, res)).toEqual([]);
  });
});

describe('SPA-student rules', () => {
  it('a lecturer full with better students rejects the worst, who moves down the list', () => {
    const inst: SpaInstance = {
      students: [{ id: 1, prefs: [10, 20] }, { id: 2, prefs: [10, 20] }, { id: 3, prefs: [10] }],
      projects: [{ id: 10, capacity: 2, lecturer: 10 }, { id: 20, capacity: 1, lecturer: 20 }],
      lecturers: [{ id: 10, capacity: 2, prefs: [3, 1, 2] }, { id: 20, capacity: 1, prefs: [1, 2] }],
    };
    expect([...spaStudent(inst)].sort()).toEqual([[1, 10], [2, 20], [3, 10]]);
  });

  it('a teacher who does not list a student, or has no place, never gets them', () => {
    const inst: SpaInstance = {
      students: [{ id: 1, prefs: [10, 20] }, { id: 2, prefs: [20] }],
      projects: [{ id: 10, capacity: 1, lecturer: 10 }, { id: 20, capacity: 0, lecturer: 20 }],
      lecturers: [{ id: 10, capacity: 1, prefs: [2] }, { id: 20, capacity: 0, prefs: [1, 2] }],
    };
    expect(spaStudent(inst).size).toBe(0);
  });

  /**
   * Random small instances: one to four lecturers, each offering one or two projects (the module's
   * rounds are the one-project case: a teacher is a lecturer with one project of their places).
   */
  const instances = fc.record({
    nStudents: fc.integer({ min: 1, max: 7 }),
    lecturers: fc.array(fc.record({ cap: fc.integer({ min: 0, max: 3 }), projectCaps: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 2 }) }), { minLength: 1, maxLength: 4 }),
    seed: fc.array(fc.nat(1000), { minLength: 80, maxLength: 80 }),
  }).map(({ nStudents, lecturers, seed }) => {
    let k = 0;
    const next = () => seed[k++ % seed.length]!;
    const shuffle = <T>(xs: T[]) => xs.map((x) => [next(), x] as const).sort((a, b) => a[0] - b[0]).map(([, x]) => x);
    const sids = Array.from({ length: nStudents }, (_, i) => i + 1);
    const projects = lecturers.flatMap((l, li) => l.projectCaps.map((capacity, pi) => ({ id: 100 + li * 10 + pi, capacity, lecturer: li + 1 })));
    const pids = projects.map((p) => p.id);
    const inst: SpaInstance = {
      students: sids.map((id) => ({ id, prefs: shuffle(pids).slice(0, 1 + (next() % pids.length)) })),
      projects,
      lecturers: lecturers.map((l, li) => ({ id: li + 1, capacity: l.cap, prefs: shuffle(sids).slice(0, 1 + (next() % sids.length)) })),
    };
    return inst;
  });
  const lecturerOf = (inst: SpaInstance, pid: number) => inst.projects.find((p) => p.id === pid)!.lecturer;
  const withinCapacities = (inst: SpaInstance, m: Map<number, number>) =>
    inst.projects.every((p) => [...m.values()].filter((x) => x === p.id).length <= p.capacity)
    && inst.lecturers.every((l) => [...m.values()].filter((x) => lecturerOf(inst, x) === l.id).length <= l.capacity);

  it('any instance: a stable matching within every capacity, each student on their own list', () => {
    fc.assert(fc.property(instances, (inst) => {
      const m = spaStudent(inst);
      expect(blockingPairs(inst, m)).toEqual([]);
      expect(withinCapacities(inst, m)).toBe(true);
      for (const [s, p] of m) {
        expect(inst.students.find((x) => x.id === s)!.prefs).toContain(p);
        expect(inst.lecturers.find((l) => l.id === lecturerOf(inst, p))!.prefs).toContain(s);
      }
    }), { numRuns: 300 });
  });

  it('any instance: no stable matching gives a student a better place (student-optimal)', () => {
    fc.assert(fc.property(instances.filter((i) => i.students.length <= 5), (inst) => {
      const m = spaStudent(inst);
      const pos = (s: number, p: number | undefined) => (p === undefined ? 99 : inst.students.find((x) => x.id === s)!.prefs.indexOf(p));
      // Every matching by brute force: each student takes one of their projects or none.
      const all: Map<number, number>[] = [];
      const walk = (i: number, cur: Map<number, number>) => {
        if (i === inst.students.length) {
          if (withinCapacities(inst, cur)) all.push(new Map(cur));
          return;
        }
        const s = inst.students[i]!;
        walk(i + 1, cur);
        for (const p of s.prefs) {
          if (!inst.lecturers.find((l) => l.id === lecturerOf(inst, p))!.prefs.includes(s.id)) continue;
          cur.set(s.id, p);
          walk(i + 1, cur);
          cur.delete(s.id);
        }
      };
      walk(0, new Map());
      const stable = all.filter((x) => blockingPairs(inst, x).length === 0);
      // The matching found is one of the stable matchings the brute force lists.
      expect(stable.some((x) => x.size === m.size && [...x].every(([st, p]) => m.get(st) === p))).toBe(true);
      for (const other of stable) {
        for (const s of inst.students) expect(pos(s.id, m.get(s.id))).toBeLessThanOrEqual(pos(s.id, other.get(s.id)));
      }
    }), { numRuns: 150 });
  });
});
