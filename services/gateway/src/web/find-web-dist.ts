import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the first folder above this file whose package.json declares workspaces. */
function repoRoot(): string | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && 'workspaces' in JSON.parse(readFileSync(pkg, 'utf8'))) return dir;
    const up = path.dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}

/** Where the built SPA is: WEB_DIST if set, else web/dist of this repository. */
export function findWebDist(configured: string | null): string | null {
  if (configured) return configured;
  const root = repoRoot();
  const dist = root ? path.join(root, 'web', 'dist') : null;
  return dist && existsSync(path.join(dist, 'index.html')) ? dist : null;
}
