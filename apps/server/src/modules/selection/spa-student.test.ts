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

  const instances = fc.record({
    nStudents: fc.integer({ min: 1, max: 7 }),
    caps: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 4 }),
    seed: fc.array(fc.nat(1000), { minLength: 80, maxLength: 80 }),
  }).map(({ nStudents, caps, seed }) => {
    let k = 0;
    const next = () => seed[k++ % seed.length]!;
    const shuffle = <T>(xs: T[]) => xs.map((x) => [next(), x] as const).sort((a, b) => a[0] - b[0]).map(([, x]) => x);
    const sids = Array.from({ length: nStudents }, (_, i) => i + 1);
    const pids = caps.map((_, i) => 100 + i);
    const inst: SpaInstance = {
      students: sids.map((id) => ({ id, prefs: shuffle(pids).slice(0, 1 + (next() % pids.length)) })),
      projects: pids.map((id, i) => ({ id, capacity: caps[i]!, lecturer: id })),
      lecturers: pids.map((id, i) => ({ id, capacity: caps[i]!, prefs: shuffle(sids).slice(0, 1 + (next() % sids.length)) })),
    };
    return inst;
  });

  it('any instance: a stable matching within every capacity, each student on their own list', () => {
    fc.assert(fc.property(instances, (inst) => {
      const m = spaStudent(inst);
      expect(blockingPairs(inst, m)).toEqual([]);
      for (const p of inst.projects) expect([...m.values()].filter((x) => x === p.id).length).toBeLessThanOrEqual(p.capacity);
      for (const [s, p] of m) {
        expect(inst.students.find((x) => x.id === s)!.prefs).toContain(p);
        expect(inst.lecturers.find((l) => l.id === p)!.prefs).toContain(s);
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
          const ok = inst.projects.every((p) => [...cur.values()].filter((x) => x === p.id).length <= p.capacity);
          if (ok) all.push(new Map(cur));
          return;
        }
        const s = inst.students[i]!;
        walk(i + 1, cur);
        for (const p of s.prefs) {
          if (!inst.lecturers.find((l) => l.id === p)!.prefs.includes(s.id)) continue;
          cur.set(s.id, p);
          walk(i + 1, cur);
          cur.delete(s.id);
        }
      };
      walk(0, new Map());
      for (const other of all.filter((x) => blockingPairs(inst, x).length === 0)) {
        for (const s of inst.students) expect(pos(s.id, m.get(s.id))).toBeLessThanOrEqual(pos(s.id, other.get(s.id)));
      }
    }), { numRuns: 150 });
  });
});
