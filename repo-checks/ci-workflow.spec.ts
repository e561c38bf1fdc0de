import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';

const repoRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string): string => readFileSync(path.join(repoRoot, file), 'utf8');

interface Step {
  name?: string;
  uses?: string;
  run?: string;
}
interface Job {
  container?: { image: string; options?: string };
  services?: Record<string, { image: string }>;
  env?: Record<string, string>;
  steps: Step[];
}

/** The contract suites that skip unless a real engine is named (MongoDB, Kafka, S3/MinIO). */
const ENGINE_SWITCH = /process\.env\.(MONGO_URL|KAFKA_BROKERS|S3_ENDPOINT)\b|runMongoContract\(/;

function contractFiles(dir: string): string[] {
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : contractFiles(file);
    return entry.name.endsWith('.contract.ts') ? [file] : [];
  });
}

/** Every test file of a folder (unit, contract, API and browser tests). */
function testFiles(dir: string): string[] {
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : testFiles(file);
    return /\.(spec|contract|api|e2e)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Test files a shell command names, in the order it names them. */
const testFilesIn = (command: string): string[] => command.match(/[\w./-]+\.(?:contract|spec)\.ts/g) ?? [];

// This workflow cannot run here (no container engine): its shape is what `npm test` can hold.
describe('the public CI workflow', () => {
  const document = parseDocument(read('.github/workflows/ci.yml'));
  const workflow = document.toJS() as { jobs: Record<string, Job> };
  const runs = (job: Job): string => job.steps.map((step) => step.run ?? '').join('\n');

  it('is YAML that parses without errors or warnings', () => {
    expect(document.errors.map(String)).toEqual([]);
    expect(document.warnings.map(String)).toEqual([]);
  });

  it("runs every test through .ci/run, which runs the README's test command", () => {
    expect(runs(workflow.jobs.test)).toMatch(/^bash \.ci\/run$/m);
  });

  it('runs the tests on a real full disk in a container that may mount a tmpfs, failing if one cannot', () => {
    const job = workflow.jobs.test;
    expect(job.container?.options ?? '').toMatch(/(^|\s)--privileged(\s|$)/);
    expect(job.env?.KIZUNA_FULL_DISK_TESTS).toBe('required');
    // The switch is the one the helper reads, and every full-disk file is one `npm test` runs.
    expect(read('libs/platform/src/objects-testing/small-filesystem.ts')).toContain("'KIZUNA_FULL_DISK_TESTS'");
    const fullDisk = ['libs', 'services', 'web']
      .flatMap(testFiles)
      .filter((file) => /\bsmallFilesystem\(/.test(read(file)));
    expect(fullDisk.sort()).toEqual(
      [
        'libs/platform/src/objects/local-object-store.spec.ts',
        'services/gateway/test/full-disk.api.ts',
        'web/e2e/full-disk-upload.e2e.ts',
      ].sort(),
    );
  });

  it('runs every contract suite that needs MongoDB, Kafka or S3 against service containers, and fails if one skipped', () => {
    const job = workflow.jobs.contracts;
    const images = Object.values(job.services ?? {}).map((service) => service.image.split(':')[0]);
    expect(images).toEqual(expect.arrayContaining(['mongo', 'apache/kafka']));
    expect(Object.keys(job.env ?? {})).toEqual(expect.arrayContaining(['MONGO_URL', 'KAFKA_BROKERS', 'S3_ENDPOINT']));

    const needingEngines = ['libs', 'services', 'launcher', 'proto']
      .flatMap(contractFiles)
      .filter((file) => ENGINE_SWITCH.test(read(file)));
    expect(needingEngines.length).toBeGreaterThanOrEqual(4);
    expect(testFilesIn(runs(job)).sort()).toEqual(needingEngines.sort());
    expect(runs(job)).toContain('.numPendingTests == 0 and .numTodoTests == 0');
  });

  it('installs the chart in kind and walks through the API there', () => {
    expect(runs(workflow.jobs.kind)).toMatch(/^bash deploy\/kind\/run\.sh$/m);
    const kindFiles = testFilesIn(read('deploy/kind/run.sh'));
    expect(kindFiles).toContain('deploy/kind/cluster.spec.ts');
    for (const file of kindFiles) expect(existsSync(path.join(repoRoot, file))).toBe(true);
  });
});
