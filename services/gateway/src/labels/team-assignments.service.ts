import { Injectable } from '@nestjs/common';
import { type Label, Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import { assignmentRows, type AssignmentRow } from './label-messages.js';

/** A team's assignments as the gateway uses them: the labels (the legend) and one row per label on an account. */
export interface TeamAssignmentRows {
  labels: Label[];
  rows: AssignmentRow[];
  /** With runs named: each row's account's community (1..k) in the first run that has it. */
  clusterIds: number[];
}

/**
 * A team's label assignments from the projects service (issue 55): of the runs' users when runs
 * are named (the projects service keeps only those), page after page, so no reply carries the
 * team's assignments whole and every one fits the bus. The legend is the first page's.
 */
@Injectable()
export class TeamAssignments {
  constructor(private readonly bus: BusClient) {}

  async read(team: string, labelId: string, processIds: readonly string[]): Promise<TeamAssignmentRows> {
    const out: TeamAssignmentRows = { labels: [], rows: [], clusterIds: [] };
    let after = '';
    for (let first = true; ; first = false) {
      const reply = await this.bus.request(Topic.ProjectsLabelsAssignments, {
        team,
        labelId,
        processIds: [...processIds],
        after,
      });
      if (first) out.labels = reply.labels;
      for (const row of assignmentRows(reply)) out.rows.push(row);
      for (const id of reply.clusterIds) out.clusterIds.push(id);
      if (!reply.next) return out;
      after = reply.next;
    }
  }
}
