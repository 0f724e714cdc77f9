/**
 * The lint rule that keeps the shop (`src/`) from importing the embedded
 * backend, the Node server, the build's integrations or the Edge Functions
 * (docs/decisions/0084), run through ESLint itself with the repository's own
 * eslint.config.js, so the rule is proven to fire on the paths the shop would write, and to leave
 * the shared folder and the other folders alone.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });

/** The messages of the boundary rules for `code` as if it were the file at `filePath`. */
async function boundaryMessages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  expect(result!.messages.filter((message) => message.fatal)).toEqual([]);
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

const refusal = expect.stringContaining('src/ does not import local/, server/, integrations/ or supabase/functions/');

describe('src/ imports nothing from local/, server/, integrations/ or supabase/functions/', () => {
  it.each([
    [
      'the embedded backend',
      'src/features/catalog/x.ts',
      "import { isShown } from '../../../local/commerce/catalog-store.ts';",
    ],
    ['the Node server', 'src/middleware.ts', "import { ALLOWED_METHODS } from '../server/shared.mjs';"],
    [
      "the build's integrations",
      'src/lib/x.ts',
      "import { securityHeaders } from '../../integrations/security-headers.mjs';",
    ],
    [
      'the Edge Functions, types only',
      'src/lib/supabase/x.ts',
      "import type { Database } from '../../../supabase/functions/_shared/database.types.ts';",
    ],
    ['a re-export', 'src/i18n/x.ts', "export { LANGUAGES } from '../../supabase/functions/_shared/languages.ts';"],
    ['a folder itself', 'src/x.ts', "import * as backend from '../local';"],
    ['a component', 'src/features/cart/X.tsx', "import { LOCAL_DEFAULTS } from '../../../local/defaults.js';"],
  ])('refuses %s', async (_what, filePath, code) => {
    expect(await boundaryMessages(`${code}\n`, filePath)).toEqual([refusal]);
  });

  it('refuses a page that imports the Node server in its frontmatter', async () => {
    const page = "---\nimport { NOT_FOUND_CACHE } from '../../server/shared.mjs';\n---\n<p>{NOT_FOUND_CACHE}</p>\n";
    expect(await boundaryMessages(page, 'src/pages/x.astro')).toEqual([refusal]);
  });

  it('refuses a dynamic import of a fixed path', async () => {
    const code = "export const mail = () => import('../../supabase/functions/_shared/mail-language.ts');\n";
    expect(await boundaryMessages(code, 'src/i18n/x.ts')).toEqual([refusal]);
  });

  it('lets the shop import the shared folder as ~shared/ and its own modules', async () => {
    const code = [
      "import type { Database } from '~shared/database.types.ts';",
      "import { LANGUAGES } from '~shared/languages.ts';",
      "import { money } from '~/lib/money.ts';",
      "import { stock } from '../stock.ts';",
      'export const all = [LANGUAGES, money, stock] as const;',
      'export type Rows = Database;',
      "export const later = () => import('~shared/mail-language.ts');",
      '',
    ].join('\n');
    expect(await boundaryMessages(code, 'src/features/catalog/x.ts')).toEqual([]);
  });

  it('leaves the tests, the backend and the server free to import across', async () => {
    const code = "import { isShown } from '../../local/commerce/catalog-store.ts';\nexport { isShown };\n";
    expect(await boundaryMessages(code, 'tests/support/x.ts')).toEqual([]);
    const server =
      "import { ALLOWED_METHODS } from '../supabase/functions/_shared/shop-http.mjs';\nexport { ALLOWED_METHODS };\n";
    expect(await boundaryMessages(server, 'server/x.mjs')).toEqual([]);
  });
});
