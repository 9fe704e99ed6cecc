import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers the design fixes (ARCHITECTURE.md 'Layout'): the platform never imports a module and
 * the web's shared code never imports a feature; a module or feature reaches another only through
 * that one's public entry (`index.ts`). Tests are exempt: they may drive any part directly.
 */
const element = (type) => ({ element: { type } });
const boundaryRules = {
  files: ['apps/**/*.ts', 'apps/**/*.tsx'],
  ignores: ['**/*.test.ts', '**/*.test.tsx'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': [
      { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['name'] },
      { type: 'server-module-list', pattern: 'apps/server/src/modules' },
      { type: 'server-platform', pattern: 'apps/server/src/platform' },
      { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['name'] },
      { type: 'web-shared', pattern: 'apps/web/src/shared' },
      { type: 'web-app', pattern: 'apps/web/src/app' },
    ],
  },
  rules: {
    'boundaries/dependencies': ['error', {
      default: 'allow',
      policies: [
        { from: element('server-platform'), disallow: [{ to: element('server-module') }, { to: element('server-module-list') }], message: 'The platform never imports a module: the module gives the platform what it needs through its descriptor (modules/index.ts).' },
        { from: element('web-shared'), disallow: [{ to: element('web-feature') }], message: 'Shared web code never imports a feature.' },
        {
          disallow: [{ to: { element: { types: ['server-module', 'web-feature'], fileInternalPath: '!index.ts' } } }],
          message: 'Another module or feature is reached only through its public entry, index.ts.',
        },
      ],
    }],
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/drizzle/**', '.tmp/**', 'data/**', 'e2e/test-results/**', 'e2e/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  boundaryRules,
);
