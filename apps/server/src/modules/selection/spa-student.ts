/**
 * SPA-student: the student-optimal stable matching of the Student-Project Allocation problem with
 * lecturer preferences over students (D. J. Abraham, R. W. Irving, D. F. Manlove, 'Two algorithms for
 * the Student-Project Allocation problem', Journal of Discrete Algorithms 5(1), 2007, pp. 73–90,
 * Fig. 2). Pure: the selection module builds the instance from a round (README 'Stable matching').
 *
 * Students propose to the projects on their lists in order. A project over its capacity, or a
 * lecturer over theirs, rejects the worst student it holds by the lecturer's list; once a project or
 * lecturer is full, the students the lecturer ranks below its worst assignee delete that project (or
 * all the lecturer's projects) from their lists, for they could never be taken. The result is stable
 * and every student gets the best project they can have in any stable matching.
 */

export interface SpaInstance {
  /** Each student's acceptable projects, most preferred first. */
  students: { id: number; prefs: readonly number[] }[];
  projects: { id: number; capacity: number; lecturer: number }[];
  /** Each lecturer's acceptable students, most preferred first; an unlisted student is unacceptable. */
  lecturers: { id: number; capacity: number; prefs: readonly number[] }[];
}

/** The matching: student id → project id, for the students who got one. */
export type SpaMatching = Map<number, number>;

export function spaStudent(inst: SpaInstance): SpaMatching {
  const project = new Map(inst.projects.map((p) => [p.id, p]));
  const lecturer = new Map(inst.lecturers.map((l) => [l.id, l]));
  const rank = new Map(inst.lecturers.map((l) => [l.id, new Map(l.prefs.map((s, i) => [s, i]))]));
  const projectsOf = new Map<number, number[]>();
  for (const p of inst.projects) projectsOf.set(p.lecturer, [...(projectsOf.get(p.lecturer) ?? []), p.id]);

  // A project is on a student's list only if it exists, has a lecturer, and that lecturer accepts the student.
  const lists = new Map(inst.students.map((s) => [s.id, s.prefs.filter((pid, i) => {
    const p = project.get(pid);
    return p !== undefined && lecturer.has(p.lecturer) && rank.get(p.lecturer)!.has(s.id) && s.prefs.indexOf(pid) === i;
  })]));
  const assigned = new Map<number, number>();
  const inProject = new Map(inst.projects.map((p) => [p.id, new Set<number>()]));
  const inLecturer = new Map(inst.lecturers.map((l) => [l.id, new Set<number>()]));

  const worst = (lid: number, of: Set<number>) => {
    const r = rank.get(lid)!;
    let w = -1;
    for (const s of of) if (w === -1 || r.get(s)! > r.get(w)!) w = s;
    return w;
  };
  const unassign = (s: number) => {
    const pid = assigned.get(s)!;
    assigned.delete(s);
    inProject.get(pid)!.delete(s);
    inLecturer.get(project.get(pid)!.lecturer)!.delete(s);
  };
  /** The students the lecturer ranks strictly below `s`. */
  const successors = (lid: number, s: number) => lecturer.get(lid)!.prefs.slice(rank.get(lid)!.get(s)! + 1);
  const remove = (s: number, pids: readonly number[]) => {
    const list = lists.get(s);
    if (list) lists.set(s, list.filter((p) => !pids.includes(p)));
  };

  const order = inst.students.map((s) => s.id);
  for (;;) {
    const s = order.find((id) => !assigned.has(id) && (lists.get(id)?.length ?? 0) > 0);
    if (s === undefined) break;
    const pid = lists.get(s)![0]!;
    const p = project.get(pid)!;
    const lid = p.lecturer;
    const l = lecturer.get(lid)!;
    assigned.set(s, pid);
    inProject.get(pid)!.add(s);
    inLecturer.get(lid)!.add(s);

    if (inProject.get(pid)!.size > p.capacity) unassign(worst(lid, inProject.get(pid)!));
    else if (inLecturer.get(lid)!.size > l.capacity) unassign(worst(lid, inLecturer.get(lid)!));

    if (inProject.get(pid)!.size >= p.capacity) {
      const w = p.capacity > 0 ? worst(lid, inProject.get(pid)!) : -1;
      const below = w === -1 ? l.prefs : successors(lid, w);
      for (const st of below) remove(st, [pid]);
    }
    if (inLecturer.get(lid)!.size >= l.capacity) {
      const w = l.capacity > 0 ? worst(lid, inLecturer.get(lid)!) : -1;
      const below = w === -1 ? l.prefs : successors(lid, w);
      for (const st of below) remove(st, projectsOf.get(lid) ?? []);
    }
  }
  return assigned;
}

/**
 * The blocking pairs of a matching (empty when it is stable, Abraham et al. 2007, §2): a student and
 * a project the student prefers to what they have, whose lecturer would take the student — the
 * project and lecturer have room, or the lecturer prefers the student to someone they could let go.
 */
export function blockingPairs(inst: SpaInstance, m: SpaMatching): [number, number][] {
  const project = new Map(inst.projects.map((p) => [p.id, p]));
  const lecturer = new Map(inst.lecturers.map((l) => [l.id, l]));
  const rank = (lid: number, s: number) => lecturer.get(lid)!.prefs.indexOf(s);
  const holders = (pred: (pid: number) => boolean) => [...m].filter(([, pid]) => pred(pid)).map(([s]) => s);
  const out: [number, number][] = [];
  for (const s of inst.students) {
    const mine = m.get(s.id);
    const better = mine === undefined ? s.prefs : s.prefs.slice(0, s.prefs.indexOf(mine));
    for (const pid of better) {
      const p = project.get(pid);
      if (!p || rank(p.lecturer, s.id) < 0) continue;
      const l = lecturer.get(p.lecturer)!;
      const inP = holders((x) => x === pid);
      const inL = holders((x) => project.get(x)?.lecturer === p.lecturer);
      const prefersOver = (group: number[]) => group.some((t) => rank(p.lecturer, s.id) < rank(p.lecturer, t));
      const sameLecturer = mine !== undefined && project.get(mine)?.lecturer === p.lecturer;
      const blocks = inP.length < p.capacity
        ? (inL.length < l.capacity || sameLecturer || prefersOver(inL))
        : prefersOver(inP);
      if (blocks) out.push([s.id, pid]);
    }
  }
  return out;
}
