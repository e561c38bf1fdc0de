import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { JsonLogger } from '@kizuna/platform/logging';
import type { ObjectStore } from '@kizuna/platform/objects';
import { LOGGER, OBJECT_STORE } from '@kizuna/platform/runtime';
import { resultKeys } from '../result-keys.js';
import { RESULT_FORMAT_VERSION, type FormatProblem } from '../stored/result-format.js';
import { upgradeTo2 } from './upgrade-to-2.js';
import { upgradeTo3 } from './upgrade-to-3.js';
import { upgradeTo4 } from './upgrade-to-4.js';

type Json = Record<string, unknown>;

/** Brings one run's files from version `to - 1` to `to`, and answers its summary for version `to`. */
type Upgrade = (objects: ObjectStore, processId: string, summary: Json) => Promise<Json>;

/** The upgrades by the version they lead to; a new format adds its own (docs/stored-formats.md). */
/** The versions an upgrade leads to: 2 up to the current one. */
type UpgradedVersion<Seen extends unknown[] = [0, 0]> = Seen['length'] extends typeof RESULT_FORMAT_VERSION
  ? Seen['length']
  : Seen['length'] | UpgradedVersion<[...Seen, 0]>;

/** One upgrade per version: a RESULT_FORMAT_VERSION raised without its upgrade does not compile. */
const UPGRADE_TO: { [V in UpgradedVersion]: Upgrade } = {
  2: upgradeTo2,
  3: upgradeTo3,
  4: upgradeTo4,
};
const UPGRADES: ReadonlyMap<number, Upgrade> = new Map(
  Object.entries(UPGRADE_TO).map(([version, upgrade]) => [Number(version), upgrade]),
);

export interface MigrationReport {
  runs: number;
  upgraded: number;
  failed: number;
}

/**
 * At start-up, before the service answers, brings every run saved in an older result format up
 * to the current one, so the readers know one format. A run whose upgrade fails is marked
 * (format-problem.json), logged and left as it is; the start goes on, and the run answers
 * errors.result_format_not_upgraded until it is analysed again.
 */
@Injectable()
export class ResultFormatMigration implements OnModuleInit {
  constructor(
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.run();
  }

  async run(): Promise<MigrationReport> {
    const started = performance.now();
    const report: MigrationReport = { runs: 0, upgraded: 0, failed: 0 };
    for (const key of await this.objects.list('results/')) {
      const processId = /^results\/([^/]+)\/summary\.json$/.exec(key)?.[1];
      if (!processId) continue;
      report.runs++;
      const outcome = await this.upgrade(processId);
      if (outcome === 'upgraded') report.upgraded++;
      if (outcome === 'failed') report.failed++;
    }
    if (report.upgraded + report.failed > 0)
      this.logger.info('result formats upgraded', {
        ...report,
        version: RESULT_FORMAT_VERSION,
        ms: Math.round(performance.now() - started),
      });
    return report;
  }

  private async upgrade(processId: string): Promise<'current' | 'upgraded' | 'failed'> {
    const summaryKey = resultKeys.summary(processId);
    let version = 0;
    try {
      let summary = JSON.parse((await this.objects.getBuffer(summaryKey)).toString('utf8')) as Json;
      version = typeof summary.format_version === 'number' ? summary.format_version : 1;
      if (version === RESULT_FORMAT_VERSION) return 'current';
      const problem = await this.objects.stat(resultKeys.formatProblem(processId));
      if (problem) {
        this.logger.warn('run left in an older result format (its upgrade failed before)', { processId, version });
        return 'failed';
      }
      while (version < RESULT_FORMAT_VERSION) {
        const upgrade = UPGRADES.get(version + 1);
        if (!upgrade) throw new Error(`no upgrade from result format ${version}`);
        summary = { ...(await upgrade(this.objects, processId, summary)), format_version: version + 1 };
        // Last, as a save writes it: the run is of the new version once all its files are.
        await this.objects.put(summaryKey, JSON.stringify(summary), { contentType: 'application/json' });
        version++;
      }
      return 'upgraded';
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.logger.error('upgrading a run’s result format failed; the run is marked and left as it is', {
        processId,
        version,
        message,
      });
      const problem: FormatProblem = {
        from_version: version,
        to_version: RESULT_FORMAT_VERSION,
        message,
        at: Date.now(),
      };
      await this.objects
        .put(resultKeys.formatProblem(processId), JSON.stringify(problem), { contentType: 'application/json' })
        .catch((markErr: unknown) =>
          this.logger.error('marking the run failed', { processId, message: String(markErr) }),
        );
      return 'failed';
    }
  }
}
