import { expect, test } from '@playwright/test';
import { webRoutePaths } from '../../../apps/server/src/test/web-route-table.ts';
import { axeRoutesOf } from './axe-routes.ts';
import { accountHalf, visits } from './axe-route-visits.ts';

test('the axe visits cover every route of the route table', () => {
  const visited = new Set(visits.map((v) => v.route));
  expect(webRoutePaths().filter((r) => !visited.has(r))).toEqual([]);
});

test('the two halves of the accounts hold every account once', () => {
  const all = [...new Set(visits.map((v) => v.account))].sort();
  expect([...accountHalf(1), ...accountHalf(2)].sort()).toEqual(all);
});

axeRoutesOf(1);
