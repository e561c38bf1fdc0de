import semver from 'semver';

/** The parts of a package-lock.json (lockfileVersion 2 or 3) this check reads. */
export interface LockFile {
  packages: Record<string, { version?: string; engines?: unknown; optional?: boolean }>;
}

export interface UnsupportedNode {
  /** The package's path in the lock file, e.g. `node_modules/unpdf`. */
  location: string;
  version: string | undefined;
  /** Its `engines.node` as declared. */
  declares: string;
}

/**
 * Every installed package whose `engines.node` leaves out a Node version that `supported` (the
 * root package.json's range) allows: npm prints EBADENGINE for it on that version. A package that
 * declares no Node range, or declares one as something other than a string, claims nothing.
 */
export function packagesNotSupporting(supported: string, lock: LockFile): UnsupportedNode[] {
  const unsupported: UnsupportedNode[] = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    // "" is the root itself, whose range is the one being checked.
    if (location === '') continue;
    const engines = entry.engines;
    // Old packages wrote `engines` as an array of strings; npm ignores those, and so does this.
    if (typeof engines !== 'object' || engines === null || Array.isArray(engines)) continue;
    const declares = (engines as Record<string, unknown>).node;
    if (typeof declares !== 'string' || declares.trim() === '') continue;
    if (!semver.validRange(declares) || !semver.subset(supported, declares)) {
      unsupported.push({ location, version: entry.version, declares });
    }
  }
  return unsupported;
}
