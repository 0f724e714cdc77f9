// The lint gate `npm test` runs before the type check. Every rule set is on as
// its authors recommend; a rule is disabled only on a line that says why.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/**
 * What the shop (`src/`) must never import: the embedded backend (`local/`),
 * the production Node server (`server/`), the build's integrations
 * (`integrations/`) and the Edge Functions (`supabase/functions/`). Code the
 * shop shares with them lives in `supabase/functions/_shared/` and is
 * imported as `~shared/…` (docs/decisions/0084). A relative path that climbs out of `src/` into one
 * of these folders is refused; `src/` has no folder of these names, so the
 * climb can only end outside it.
 */
const OUTSIDE_THE_SHOP = String.raw`^(\.\./)+(local|server|integrations|supabase/functions)(/|$)`;
const BOUNDARY_MESSAGE =
  'src/ does not import local/, server/, integrations/ or supabase/functions/: import shared code as ~shared/… (docs/decisions/0084).';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.test-build/',
      '.bench-build/',
      '.bench-build-before/',
      '.vercel/',
      '.astro/',
      '.local/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'screenshots/',
      'tests/.tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  ...astro.configs['jsx-a11y-recommended'],
  {
    // eslint-plugin-astro registers the same jsx-a11y plugin for .astro files; React islands get its rules too.
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: OUTSIDE_THE_SHOP, message: BOUNDARY_MESSAGE }] }],
      // no-restricted-imports reads only static imports and re-exports; import('…') with a fixed path too.
      // esquery's regular expressions cannot hold a slash, hence \x2F.
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression > Literal[value=/${OUTSIDE_THE_SHOP.replaceAll('/', '\\x2F')}/]`,
          message: BOUNDARY_MESSAGE,
        },
      ],
    },
  },
  prettier,
);
