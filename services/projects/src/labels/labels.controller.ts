import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { packKeys, type ReceivedRequestOf, type ReplyInitOf, Topic } from '@kizuna/proto';
import type { LabelAssignmentRecord, LabelRecord } from './label-record.js';
import { LabelPages } from './label-pages.js';
import { LabelsService, type LabelChange } from './labels.service.js';

/** How many refused rows an import answers with (the count says how many there were). */
const REFUSALS_SHOWN = 100;

/** A team's account labels (issue 48, docs/labels.md). */
@Controller()
export class LabelsController {
  constructor(
    private readonly labels: LabelsService,
    private readonly pages: LabelPages,
  ) {}

  @MessagePattern(Topic.ProjectsLabelsList)
  async list(
    @Payload() req: ReceivedRequestOf<Topic.ProjectsLabelsList>,
  ): Promise<ReplyInitOf<Topic.ProjectsLabelsList>> {
    const [labels, teams] = await Promise.all([
      this.labels.list(req.team),
      req.withTeams ? this.labels.teams() : Promise.resolve([]),
    ]);
    return { labels: labels.map(labelMessage), teams };
  }

  @MessagePattern(Topic.ProjectsLabelsMayChange)
  async mayChange(
    @Payload() req: ReceivedRequestOf<Topic.ProjectsLabelsMayChange>,
  ): Promise<ReplyInitOf<Topic.ProjectsLabelsMayChange>> {
    return { ok: await this.labels.mayChange(req.actor) };
  }

  @MessagePattern(Topic.ProjectsLabelsCreate)
  async create(
    @Payload() req: ReceivedRequestOf<Topic.ProjectsLabelsCreate>,
  ): Promise<ReplyInitOf<Topic.ProjectsLabelsCreate>> {
    return {
      label: labelMessage(await this.labels.create(req.actor, req.team, req.name, req.color, req.clientAddress)),
    };
  }

  @MessagePattern(Topic.ProjectsLabelsUpdate)
  async update(
    @Payload() req: ReceivedRequestOf<Topic.ProjectsLabelsUpdate>,
  ): Promise<ReplyInitOf<Topic.ProjectsLabelsUpdate>> {
    return {
      label: labelMessage(
        await this.labels.update(req.actor, req.team, req.labelId, req.name, req.color, req.clientAddress),
      ),
    };
  }

  @MessagePattern(Topic.ProjectsLabelsDelete)
  async delete(
    @Payload() req: ReceivedRequestOf<Topic.ProjectsLabelsDelete>,
  ): Promise<ReplyInitOf<Topic.ProjectsLabelsDelete>> {
    return changeMessage(await this.labels.remove(req.actor, req.team, req.labelId, req.name, req.clientAddress));
  }

  @MessagePattern(Topic.ProjectsLabelsAssign)
  async assign(
    @Payload() req: ReceivedRequestOf<Topic.ProjectsLabelsAssign>,
  ): Promise<ReplyInitOf<Topic.ProjectsLabelsAssign>> {
    return changeMessage(
      await this.labels.assign(req.actor, req.team, req.labelId, req.accounts, req.note, req.clientAddress),
    );
  }

  @MessagePattern(Topic.ProjectsLabelsUnassign)
  async unassign(
    @Payload() req: ReceivedRequestOf<Topic.ProjectsLabelsUnassign>,
  ): Promise<ReplyInitOf<Topic.ProjectsLabelsUnassign>> {
    return changeMessage(await this.labels.unassign(req.actor, req.team, req.labelId, req.accounts, req.clientAddress));
  }

  @MessagePattern(Topic.ProjectsLabelsImport)
  async import(
    @Payload() req: ReceivedRequestOf<Topic.ProjectsLabelsImport>,
  ): Promise<ReplyInitOf<Topic.ProjectsLabelsImport>> {
    const result = await this.labels.importCsv(req.actor, req.team, req.csv, req.clientAddress);
    return {
      applied: result.applied,
      created: result.created.map(labelMessage),
      refused: result.refused.slice(0, REFUSALS_SHOWN),
      refusedTotal: result.refused.length,
      encoding: result.encoding,
    };
  }

  @MessagePattern(Topic.ProjectsLabelsAssignments)
  async assignments(
    @Payload() req: ReceivedRequestOf<Topic.ProjectsLabelsAssignments>,
  ): Promise<ReplyInitOf<Topic.ProjectsLabelsAssignments>> {
    const page = await this.pages.page(req.team, req.labelId, req.processIds, req.after);
    return {
      labels: page.labels.map(labelMessage),
      ...assignmentColumns(page.labels, page.assignments, page.clusterIds),
      next: page.next,
    };
  }
}

function labelMessage(r: LabelRecord) {
  return {
    labelId: r._id,
    name: r.name,
    color: r.color,
    createdByName: r.created_by_name,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** The assignments as the reply's columns (labels and names by index, notes only where written, communities where asked). */
function assignmentColumns(
  labels: readonly LabelRecord[],
  assignments: readonly LabelAssignmentRecord[],
  communities: readonly number[],
) {
  const labelIndex = new Map(labels.map((l, i) => [l._id, i]));
  const byIndex = new Map<string, number>();
  const accounts: string[] = [];
  const columns = {
    labelIndexes: [] as number[],
    byIndexes: [] as number[],
    byNames: [] as string[],
    atMs: [] as number[],
    noteIndexes: [] as number[],
    notes: [] as string[],
    clusterIds: [] as number[],
  };
  for (const [i, a] of assignments.entries()) {
    const label = labelIndex.get(a.label_id);
    // A label deleted while its assignments were read.
    if (label === undefined) continue;
    let by = byIndex.get(a.by_name);
    if (by === undefined) {
      by = columns.byNames.length;
      byIndex.set(a.by_name, by);
      columns.byNames.push(a.by_name);
    }
    if (a.note !== '') {
      columns.noteIndexes.push(accounts.length);
      columns.notes.push(a.note);
    }
    accounts.push(a.account);
    columns.labelIndexes.push(label);
    columns.byIndexes.push(by);
    columns.atMs.push(Date.parse(a.at) || 0);
    if (communities.length > 0) columns.clusterIds.push(communities[i]);
  }
  const packed = packKeys(accounts);
  return { ...columns, accountsUtf8: packed.utf8, accountEnds: packed.ends };
}

function changeMessage(change: LabelChange) {
  return { label: labelMessage(change.label), accounts: change.accounts, refused: change.refused };
}
