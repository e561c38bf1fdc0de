import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const protoDir = path.join(repoRoot, 'proto');
const checkedIn = path.join(protoDir, 'src/gen');

/** Every file under a folder, by its path relative to it, with its text. */
function filesUnder(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const full = path.join(entry.parentPath, entry.name);
      files.set(path.relative(dir, full), readFileSync(full, 'utf8'));
    }
  return files;
}

/**
 * The TypeScript generated from the .proto files is checked in (the build and the web use it
 * without buf); this generates it again, with the same plugin and options as buf.gen.yaml, into a
 * folder of its own and compares: a .proto edited without `npm run proto:generate`, or generated
 * code edited by hand, fails here.
 */
describe('generated protobuf code', () => {
  it('is what the .proto files generate', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'kizuna-proto-gen-'));
    try {
      // buf.gen.yaml itself, its output folder moved (the one line that names it).
      const template = readFileSync(path.join(protoDir, 'buf.gen.yaml'), 'utf8');
      expect(template).toContain('out: src/gen\n');
      const templateFile = path.join(out, 'buf.gen.yaml');
      writeFileSync(
        templateFile,
        template.replace('out: src/gen\n', `out: ${JSON.stringify(path.join(out, 'gen'))}\n`),
      );
      const bin = [path.join(protoDir, 'node_modules/.bin'), path.join(repoRoot, 'node_modules/.bin')];
      execFileSync('buf', ['generate', '--template', templateFile], {
        cwd: protoDir,
        env: { ...process.env, PATH: [...bin, process.env.PATH].join(path.delimiter) },
        stdio: 'pipe',
      });
      const generated = filesUnder(path.join(out, 'gen'));
      const inRepo = filesUnder(checkedIn);
      expect([...generated.keys()].sort()).toEqual([...inRepo.keys()].sort());
      const differing = [...generated].filter(([file, text]) => inRepo.get(file) !== text).map(([file]) => file);
      expect(differing).toEqual([]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
