import { describe, expect, it } from 'vitest';
import type { UserRow } from '../auth/auth.repo.ts';
import { homeFunctionsFor } from './menu.ts';
import type { MenuEntry } from './module.ts';

const student = { isAdmin: false, pageType: 'mba', isOutBishop: false } as UserRow;
const entry = (title: string, order: number, extra: Partial<MenuEntry> = {}): MenuEntry =>
  ({ group: 'teaching', order, title, enTitle: title, icon: 'X', url: `/${title}`, for: { students: true }, ...extra });

describe('home menu from the modules’ entries', () => {
  it('interleaves the entries of several modules by their order inside the group order', () => {
    const fromBidding = [entry('b10', 10), entry('b30', 30)];
    const fromTeaching = [entry('t20', 20), entry('c5', 5, { group: 'campus' })];
    const groups = homeFunctionsFor([...fromBidding, ...fromTeaching], student, ['student']);
    expect(groups.map((g) => [g.enTitle, g.childs.map((c) => c.title)])).toEqual([
      ['Teaching', ['b10', 't20', 'b30']],
      ['Campus services', ['c5']],
    ]);
  });

  it('shows staff entries only to their roles and drops empty groups', () => {
    const staff = entry('console', 10, { for: { roles: ['course.admin'] } });
    expect(homeFunctionsFor([staff], student, ['student'])).toEqual([]);
    expect(homeFunctionsFor([staff], { ...student, pageType: null } as UserRow, ['course.admin'])[0]?.childs.map((c) => c.title)).toEqual(['console']);
  });

  it('keeps programme entries to their programmes and campus services to on-campus students', () => {
    const emba = entry('plan', 10, { for: { pageTypes: ['emba'] } });
    const meals = entry('meals', 20, { for: { pageTypes: ['mba'], onCampusOnly: true } });
    expect(homeFunctionsFor([emba, meals], student, ['student'])[0]?.childs.map((c) => c.title)).toEqual(['meals']);
    expect(homeFunctionsFor([emba, meals], { ...student, isOutBishop: true } as UserRow, ['student'])).toEqual([]);
  });

  it('shows an administrator one tile for the per-programme variants of a function', () => {
    const admin = { ...student, isAdmin: true, pageType: null } as UserRow;
    const variants = ['mba', 'emba', 'benyan'].map((p, i) => entry('Thesis supervisor', 10 + i, { url: `/paper/${p}`, for: { pageTypes: [p] } }));
    expect(homeFunctionsFor(variants, admin, [])[0]?.childs.map((c) => c.url)).toEqual(['/paper/mba']);
    expect(homeFunctionsFor(variants, { ...student, pageType: 'emba' } as UserRow, ['student'])[0]?.childs.map((c) => c.url)).toEqual(['/paper/emba']);
  });
});
