import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ESLint, type Linter } from 'eslint';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { noImportCycle } from './no-import-cycle.js';

const repoRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The messages of kizuna/no-import-cycle for each file of `dir`, by its path under `dir`. */
async function cycleMessages(dir: string): Promise<Record<string, string[]>> {
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser as Linter.Parser } },
      ...(noImportCycle as Linter.Config[]),
    ],
  });
  const results = await eslint.lintFiles(['.']);
  return Object.fromEntries(
    results.map((r) => [
      path.relative(dir, r.filePath),
      r.messages.filter((m) => m.ruleId === 'kizuna/no-import-cycle').map((m) => m.message),
    ]),
  );
}

describe('kizuna/no-import-cycle', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-cycle-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function tree(name: string, files: Record<string, string>): Promise<string> {
    const root = path.join(dir, name);
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    }
    return root;
  }

  it('refuses each import that closes a circle, naming the files around it', async () => {
    const root = await tree('circle', {
      'types.ts':
        "import type { Run } from './steps/run.js';\nexport type Id = string;\nexport type Result = { run: Run };\n",
      'steps/run.ts': "import type { Id } from '../types.js';\nexport type Run = { id: Id };\n",
      'steps/index.ts': "export * from './run.js';\n",
      'user.ts': "import type { Result } from './types.js';\nexport const r: Result | null = null;\n",
    });
    const messages = await cycleMessages(root);
    expect(messages['types.ts']).toEqual([expect.stringContaining('types.ts → steps/run.ts → types.ts')]);
    expect(messages[path.join('steps', 'run.ts')]).toEqual([
      expect.stringContaining('steps/run.ts → types.ts → steps/run.ts'),
    ]);
    // Importing a file of a circle does not join it.
    expect(messages['user.ts']).toEqual([]);
    expect(messages[path.join('steps', 'index.ts')]).toEqual([]);
  });

  it('follows folder imports, lazy imports and extension-less specifiers the way Vite does', async () => {
    const root = await tree('web', {
      'app/router.tsx': "export const pages = [() => import('../graph')];\n",
      'graph/index.ts': "export * from './GraphPage';\n",
      'graph/GraphPage.tsx': "import { pages } from '../app/router';\nexport const GraphPage = pages.length;\n",
    });
    const messages = await cycleMessages(root);
    expect(messages[path.join('app', 'router.tsx')]).toEqual([
      expect.stringContaining('app/router.tsx → graph/index.ts → graph/GraphPage.tsx → app/router.tsx'),
    ]);
  });

  it('passes a tree without circles', async () => {
    const root = await tree('clean', {
      'a.ts': "import { b } from './b.js';\nimport { c } from './c.js';\nexport const a = b + c;\n",
      'b.ts': "import { c } from './c.js';\nexport const b = c;\n",
      'c.ts': 'export const c = 1;\n',
    });
    expect(Object.values(await cycleMessages(root)).flat()).toEqual([]);
  });

  it('is on in the repository lint, where the engine types import nothing that imports them back', async () => {
    const eslint = new ESLint({ cwd: repoRoot });
    const lintAs = async (file: string, text: string) =>
      (await eslint.lintText(text, { filePath: path.join(repoRoot, file) }))[0].messages.filter(
        (m) => m.ruleId === 'kizuna/no-import-cycle',
      );
    // analysis-result.ts builds on types.ts; were types.ts to name it again, the circle is back.
    const back = await lintAs(
      'services/analysis/src/engine/types.ts',
      "import type { AnalysisResult } from './analysis-result.js';\nexport type X = AnalysisResult;\n",
    );
    expect(back.map((m) => m.message)).toEqual([
      expect.stringContaining(
        'services/analysis/src/engine/types.ts → services/analysis/src/engine/analysis-result.ts → services/analysis/src/engine/types.ts',
      ),
    ]);
    await expect(
      lintAs(
        'services/analysis/src/engine/types.ts',
        "import type * as Api from '@kizuna/http-api';\nexport type X = Api.GraphNode;\n",
      ),
    ).resolves.toEqual([]);
  });
});
