import type { SeriesFlowsAnswer } from '@kizuna/http-api';
import { Injectable, Logger } from '@nestjs/common';
import { Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import type { Actor } from '../auth/actor.js';
import { ResultAccess } from '../results/result-access.service.js';
import { identityChanges } from './identity-changes.js';
import { seriesRequest, type SeriesRun } from './series-messages.js';

/**
 * One name and colour per community (issue 58, docs/series.md#one-name-and-colour): the identity
 * lives in each run's own community names and colours; saving a series carries them forward along
 * its tracks (at the default thresholds) into the later runs the caller may edit, through the same
 * update_cluster change a rename on the graph page makes. Runs the caller may only view keep theirs.
 */
@Injectable()
export class SeriesIdentities {
  private readonly logger = new Logger(SeriesIdentities.name);

  constructor(
    private readonly bus: BusClient,
    private readonly results: ResultAccess,
  ) {}

  /**
   * Never fails the save it follows (a failure is logged): an error then would have the user save
   * the same series again, and names left as they were are shown truthfully by the series.
   */
  async carryForward(actor: Actor, runs: readonly SeriesRun[]): Promise<void> {
    try {
      await this.carry(actor, runs);
    } catch (err) {
      this.logger.warn(`series identities not carried forward: ${(err as Error).message}`);
    }
  }

  private async carry(actor: Actor, runs: readonly SeriesRun[]): Promise<void> {
    const { json } = (await this.bus.request(Topic.AnalysisSeriesFlows, seriesRequest(runs, undefined))) as {
      json: Uint8Array;
    };
    const flows = (JSON.parse(Buffer.from(json).toString('utf8')) as SeriesFlowsAnswer).data;
    const editable = new Map<string, boolean>();
    for (const change of identityChanges(flows)) {
      const processId = runs[change.run].processId;
      if (!editable.has(processId)) editable.set(processId, await this.mayEdit(actor, processId));
      if (!editable.get(processId)) continue;
      await this.bus.request(Topic.AnalysisClusterUpdate, {
        processId,
        clusterId: change.clusterId,
        name: change.name,
        color: change.color,
      });
    }
  }

  private async mayEdit(actor: Actor, processId: string): Promise<boolean> {
    try {
      await this.results.doneRun(actor, processId, 'edit');
      return true;
    } catch (err) {
      if (err instanceof DomainError && (err.code === ErrorCode.Forbidden || err.code === ErrorCode.NotFound))
        return false;
      throw err;
    }
  }
}
