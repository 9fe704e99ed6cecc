import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { moduleRegistry } from '../platform/domains/module.ts';
import { portalModules } from './index.ts';

const modulesDir = fileURLToPath(new URL('.', import.meta.url));
const folders = readdirSync(modulesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

describe('the module list', () => {
  it('names every folder under modules/ once, by its folder name', () => {
    expect(portalModules.map((m) => m.name).sort()).toEqual([...folders].sort());
  });

  it.each(folders)('gives module %s a public entry (index.ts)', (name) => {
    expect(existsSync(`${modulesDir}/${name}/index.ts`)).toBe(true);
  });

  it('builds one registry: menu entries, page rules and calendar sources of every module', () => {
    const registry = moduleRegistry(portalModules);
    expect(registry.menu.length).toBe(portalModules.reduce((n, m) => n + (m.menu?.length ?? 0), 0));
    expect(registry.pages.map((p) => p.page)).toContain('/admin/bidding');
  });

  it('refuses a module listed twice and a job kind claimed by two modules', () => {
    const job = async () => {};
    expect(() => moduleRegistry([{ name: 'a' }, { name: 'a' }])).toThrow(/listed twice/);
    expect(() => moduleRegistry([{ name: 'a', jobs: { k: job } }, { name: 'b', jobs: { k: job } }])).toThrow(/two modules/);
  });
});
