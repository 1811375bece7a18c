// One lint configuration for the whole workspace; packages run `eslint .` from their folder.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { featureBoundaries } from './infra/lint/feature-boundaries.js'

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'infra/e2e/artifacts/**',
      'infra/.run/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The page's one router and one Blueprint come with the sdk, which re-exports the parts in use (tests
    // render in react-router's own MemoryRouter, which the page never needs).
    files: ['shell/**', 'mfe-*/**', 'infra/e2e/**'],
    ignores: ['shell/sdk/src/router.ts', 'shell/sdk/src/blueprint.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              message: "Import from '@seats/sdk' (what it lacks goes in sdk/src/router.ts).",
            },
            {
              name: '@blueprintjs/core',
              message: "Import from '@seats/sdk' (what it lacks goes in sdk/src/blueprint.ts).",
            },
          ],
        },
      ],
    },
  },
  // Feature folders of the services and the remotes meet only through each other's index.ts, one way.
  ...featureBoundaries({
    root: import.meta.dirname,
    featureRoots: ['services/*/src/features', 'mfe-*/src/features'],
  }),
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
)
