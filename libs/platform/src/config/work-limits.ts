import { WORK_GROUPS, type WorkGroup } from '@kizuna/proto/rules';

/**
 * What one signed-in user may ask of the others' shared machine, per kind of work (WORK_GROUPS of
 * @kizuna/proto/rules): requests a minute and requests at once (docs/security.md "What one user
 * can cost"). An operator changes them with WORK_LIMITS (docs/configuration.md); the server alone
 * reads them, so they live here and not in the rules the web bundles.
 */
export interface WorkLimit {
  /** Requests a user may start in a minute (a sliding count over the last 60 s). */
  perMinute: number;
  /** Requests of the group a user may have running at once (admins too). */
  inFlight: number;
}

/**
 * The defaults: well above what the SPA asks while a user works (the results page asks about a
 * dozen questions when it opens, a few a second while one browses), well below what a loop can.
 */
export const DEFAULT_WORK_LIMITS: Record<WorkGroup, WorkLimit> = {
  // Community details, member pages, posts, the time window, relations, raw data.
  question: { perMinute: 600, inFlight: 16 },
  // Coordination answers and their CSV: each new setting is a sweep on one shared thread.
  coordination: { perMinute: 60, inFlight: 2 },
  // Every CSV and GEXF download.
  download: { perMinute: 60, inFlight: 4 },
  // Uploads and registrations: the heaviest work there is.
  upload: { perMinute: 10, inFlight: 2 },
  // Starts, retries, removals, renames, shares.
  change: { perMinute: 60, inFlight: 4 },
  // Looking up colleagues' addresses to share with.
  directory: { perMinute: 60, inFlight: 2 },
};

/**
 * WORK_LIMITS: `group=perMinute/inFlight` pairs separated by commas, e.g. `download=30/2,upload=5/1`;
 * groups not named keep their defaults. Throws naming what is wrong.
 */
export function parseWorkLimits(text: string): Record<WorkGroup, WorkLimit> {
  const limits = { ...DEFAULT_WORK_LIMITS };
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const eq = part.indexOf('=');
    const group = part.slice(0, eq) as WorkGroup;
    if (eq < 0 || !WORK_GROUPS.includes(group))
      throw new Error(`"${part}": expected group=perMinute/inFlight with a group of ${WORK_GROUPS.join(', ')}`);
    const [perMinute, inFlight, extra] = part
      .slice(eq + 1)
      .split('/')
      .map((n) => Number(n));
    const whole = (n: number | undefined) => n !== undefined && Number.isInteger(n) && n >= 1 && n <= 1_000_000;
    if (!whole(perMinute) || !whole(inFlight) || extra !== undefined)
      throw new Error(`"${part}": perMinute and inFlight must be whole numbers from 1 to 1000000`);
    limits[group] = { perMinute: perMinute!, inFlight: inFlight! };
  }
  return limits;
}

/** The WORK_LIMITS text of the same limit for every group (tests and benchmarks that ask far faster than people). */
export function uniformWorkLimits(perMinute: number, inFlight: number): string {
  return WORK_GROUPS.map((group) => `${group}=${perMinute}/${inFlight}`).join(',');
}
