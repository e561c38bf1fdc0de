import { describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: repoRoot });

/** The messages of the route-table rule for `code` as the file at `file`. */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const CONTROLLER = 'services/gateway/src/results/some.controller.ts';
const ENDPOINTS = 'web/src/api/some-api.ts';

describe('paths only in the route table (issue 29)', () => {
  it('refuses a handler path, method or status written in a gateway controller', async () => {
    for (const decorator of ["@Post('get_bridges')", "@Get('api/config')", '@Get()', '@HttpCode(200)'])
      await expect(
        refusals(CONTROLLER, `class C {\n  ${decorator}\n  handle(): void {}\n}\nexport { C };\n`),
      ).resolves.toEqual([expect.stringContaining('@Route(routes.name)')]);
    await expect(
      refusals(CONTROLLER, `@Controller('api/v1/process')\nclass C {}\nexport { C };\n`),
    ).resolves.toHaveLength(1);
  });

  it('accepts a handler that takes its route from the table', async () => {
    await expect(
      refusals(
        CONTROLLER,
        `@Controller()\nclass C {\n  @Route(routes.getBridges)\n  handle(): void {}\n}\nexport { C };\n`,
      ),
    ).resolves.toEqual([]);
  });

  it('refuses an endpoint URL written by hand in the SPA', async () => {
    for (const query of [
      "(body) => ({ url: 'api/v1/process/list_data', method: 'POST', body })",
      '(body) => ({ url: `${BASE}/get_graph`, method: "POST", body })',
      "() => 'api/config'",
      "() => ({ url: 'is_admin/' })",
    ])
      await expect(refusals(ENDPOINTS, `export const e = { query: ${query} };\n`)).resolves.not.toEqual([]);
    await expect(refusals(ENDPOINTS, "export const CLUSTER = 'api/v1/analyze/cluster';\n")).resolves.toHaveLength(1);
  });

  it('accepts an endpoint built from the table, and other url fields', async () => {
    await expect(refusals(ENDPOINTS, "export const e = { query: routeQuery('listData') };\n")).resolves.toEqual([]);
    await expect(refusals(ENDPOINTS, 'export const f = { url: URL.createObjectURL(blob) };\n')).resolves.toEqual([]);
  });

  it('refuses a gateway path or the Tokyo offset written anywhere in the SPA (issue 46)', async () => {
    // What sso-start-url.ts and format-tokyo-seconds.ts held before they took the shared rules.
    await expect(
      refusals('web/src/auth/sso-start-url.ts', "export const SSO_START_URL = '/api/v1/auth/oidc/start';\n"),
    ).resolves.toEqual([expect.stringContaining('route table')]);
    await expect(
      refusals('web/src/relations/format.ts', 'export const f = (t: number) => new Date(t + 9 * 3600 * 1000);\n'),
    ).resolves.toEqual([expect.stringContaining('TOKYO_OFFSET_MS')]);
    await expect(
      refusals(ENDPOINTS, 'export const f = (t: number) => new Date(t + 9 * 3_600_000);\n'),
    ).resolves.toEqual([expect.stringContaining('TOKYO_OFFSET_MS')]);
    await expect(
      refusals(
        'web/src/auth/startSso.ts',
        "export const go = () => window.location.assign(`/${routeUrl('oidcStart')}`);\n",
      ),
    ).resolves.toEqual([]);
  });
});
