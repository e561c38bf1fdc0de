import { describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readdirSync } from 'node:fs';
import { WEB_NON_SCREEN_FOLDERS, WEB_SCREEN_FOLDERS } from './import-boundaries.js';

const repoRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: repoRoot });

/** Whether the repository's lint refuses `import ... from '<source>'` in the file at `file`. */
async function refused(file: string, source: string): Promise<boolean> {
  const [result] = await eslint.lintText(`import x from '${source}';\nexport { x };\n`, { filePath: file });
  return result.messages.some((m) => m.ruleId === 'no-restricted-imports');
}

describe('import boundaries', () => {
  const engineFile = 'services/analysis/src/engine/text/some-step.ts';

  it('keeps threads, files and host access out of the analysis engine', async () => {
    for (const source of [
      'node:worker_threads',
      'worker_threads',
      'node:child_process',
      'node:fs',
      'fs',
      'node:fs/promises',
      'node:http',
      'node:os',
    ])
      await expect(refused(engineFile, source)).resolves.toBe(true);
  });

  it('keeps the bus, stores and framework out of the analysis engine, but not the rules or the generator', async () => {
    await expect(refused(engineFile, '@kizuna/platform/bus')).resolves.toBe(true);
    await expect(refused(engineFile, '@kizuna/platform/objects')).resolves.toBe(true);
    await expect(refused(engineFile, '@nestjs/common')).resolves.toBe(true);
    await expect(refused(engineFile, '@kizuna/proto')).resolves.toBe(true);
    await expect(refused(engineFile, '@kizuna/proto/rules')).resolves.toBe(false);
    await expect(refused(engineFile, '@kizuna/platform/random')).resolves.toBe(false);
    await expect(refused(engineFile, '@kizuna/platform/randomness')).resolves.toBe(true);
  });

  it('keeps the job and workers out of results/ and failures/, so job/ and results/ form no cycle', async () => {
    const resultsFile = 'services/analysis/src/results/run-members.ts';
    await expect(refused(resultsFile, '../job/job-failure.js')).resolves.toBe(true);
    await expect(refused(resultsFile, '../worker/analysis-worker-pool.js')).resolves.toBe(true);
    await expect(refused('services/analysis/src/failures/job-failure.ts', '../job/analysis-job.js')).resolves.toBe(
      true,
    );
    await expect(refused(resultsFile, '../failures/job-failure.js')).resolves.toBe(false);
    await expect(refused(resultsFile, '../engine/result/user-details.js')).resolves.toBe(false);
    await expect(refused(resultsFile, '@kizuna/projects')).resolves.toBe(true);
    await expect(refused('services/analysis/src/job/analysis-job.ts', '../results/run-members.js')).resolves.toBe(
      false,
    );
  });

  it('keeps the worker, job and results modules out of the analysis engine', async () => {
    await expect(refused(engineFile, '../../worker/tokenize-pool.js')).resolves.toBe(true);
    await expect(refused('services/analysis/src/engine/analyze.ts', '../job/analysis-job.js')).resolves.toBe(true);
    await expect(refused('services/analysis/src/engine/analyze.ts', '../results/run-members.js')).resolves.toBe(true);
    await expect(refused('services/analysis/src/engine/analyze.ts', '../failures/job-failure.js')).resolves.toBe(true);
    await expect(refused('services/analysis/src/engine/analyze.ts', '../analysis.module.js')).resolves.toBe(true);
  });

  it('lets the engine import its own modules, and its tests read sample files', async () => {
    await expect(refused('services/analysis/src/engine/analyze.ts', './result/user-details.js')).resolves.toBe(false);
    await expect(refused(engineFile, '../types.js')).resolves.toBe(false);
    await expect(refused('services/analysis/src/engine/text/some-step.spec.ts', 'node:fs')).resolves.toBe(false);
    await expect(refused('services/analysis/src/job/analysis-job.ts', '../worker/tokenize-pool.js')).resolves.toBe(
      false,
    );
  });

  it('keeps each service out of its siblings, by package name or by path', async () => {
    const gatewayFile = 'services/gateway/src/projects/projects.controller.ts';
    await expect(refused(gatewayFile, '@kizuna/projects')).resolves.toBe(true);
    await expect(refused(gatewayFile, '@kizuna/analysis/engine')).resolves.toBe(true);
    await expect(refused(gatewayFile, '../../../auth/src/accounts.js')).resolves.toBe(true);
    await expect(refused('services/ingest/src/x.ts', '../../gateway/src/main.js')).resolves.toBe(true);
    await expect(refused(engineFile, '@kizuna/projects')).resolves.toBe(true);
  });

  it('lets a service use its own folders, the platform and the contracts', async () => {
    const gatewayFile = 'services/gateway/src/projects/projects.controller.ts';
    await expect(refused(gatewayFile, '../auth/access.decorators.js')).resolves.toBe(false);
    await expect(refused(gatewayFile, '@kizuna/platform/config')).resolves.toBe(false);
    await expect(refused(gatewayFile, '@kizuna/proto')).resolves.toBe(false);
    await expect(refused('services/analysis/src/analysis.module.ts', './engine/index.js')).resolves.toBe(false);
  });

  it('lets the API tests start the whole application', async () => {
    await expect(refused('services/gateway/test/kizuna-harness.ts', '@kizuna/launcher')).resolves.toBe(false);
    await expect(refused('services/gateway/test/kizuna-harness.ts', '@kizuna/auth')).resolves.toBe(false);
  });

  it('keeps the web API layer beneath the screens', async () => {
    await expect(refused('web/src/api/ingest-api.ts', '../upload/register-params')).resolves.toBe(true);
    await expect(refused('web/src/api/results-api.ts', '../graph/selection-reducer')).resolves.toBe(true);
    await expect(refused('web/src/api/app-base-query.ts', '../session/session-slice')).resolves.toBe(false);
    await expect(refused('web/src/api/app-base-query.ts', './base-api')).resolves.toBe(false);
  });

  it('counts every folder of web/src as a screen folder unless it is named beneath the screens', async () => {
    const folders = readdirSync(path.join(repoRoot, 'web', 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...WEB_SCREEN_FOLDERS, ...WEB_NON_SCREEN_FOLDERS].sort()).toEqual(folders.sort());
    expect(WEB_SCREEN_FOLDERS).toEqual(expect.arrayContaining(['relations', 'report', 'graph']));
    await expect(refused('web/src/api/results-api.ts', '../relations/BandTable')).resolves.toBe(true);
    await expect(refused('web/src/api/results-api.ts', '../report/RunReportPage')).resolves.toBe(true);
  });

  it('keeps Node modules and server packages out of libs/http-api, which the web bundles', async () => {
    const file = 'libs/http-api/src/projects.ts';
    for (const source of ['node:fs', 'path', '@kizuna/platform/errors', '@nestjs/common'])
      await expect(refused(file, source)).resolves.toBe(true);
    for (const source of ['zod', '@kizuna/proto/rules', './common.js'])
      await expect(refused(file, source)).resolves.toBe(false);
  });
});
