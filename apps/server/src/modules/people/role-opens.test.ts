import { describe, expect, it } from 'vitest';
import type { RegisteredRoute, Who } from '../../platform/auth/access.ts';
import { opensOf } from './role-opens.ts';

const route = (method: string, url: string, who: Who, action: 'query' | 'add' = 'query'): RegisteredRoute =>
  ({ method, url, access: { who, action } });

describe('opensOf', () => {
  const routes: RegisteredRoute[] = [
    route('GET', '/api/b', ['course.admin', 'survey.admin']),
    route('HEAD', '/api/b', ['course.admin']),
    route('POST', '/api/a', ['course.admin'], 'add'),
    route('GET', '/api/open', 'user'),
    route('GET', '/api/public', 'public'),
    route('GET', '/api/other', ['survey.admin']),
    { method: 'GET', url: '/api/none', access: undefined },
  ];

  it('lists the routes whose rule names the role, sorted, without HEAD shadows or open routes', () => {
    expect(opensOf('course.admin', routes, []).routes).toEqual([
      { method: 'POST', url: '/api/a', action: 'add' },
      { method: 'GET', url: '/api/b', action: 'query' },
    ]);
    expect(opensOf('teacher', routes, []).routes).toEqual([]);
  });

  it('joins the actions of a page named by several rules and leaves out pages for every user', () => {
    const pages = [
      { page: '/admin/x', roles: ['course.admin'], actions: ['query' as const] },
      { page: '/admin/x', roles: ['course.admin', 'teacher'], actions: ['add' as const, 'query' as const] },
      { page: '/home', roles: 'user' as const, actions: ['get' as const] },
    ];
    expect(opensOf('course.admin', [], pages).pages).toEqual([{ page: '/admin/x', actions: ['query', 'add'] }]);
    expect(opensOf('teacher', [], pages).pages).toEqual([{ page: '/admin/x', actions: ['add', 'query'] }]);
  });
});
