import { routes, type RouteAnswer, type RouteFields } from '@kizuna/http-api';
import { Controller, Header, Req, StreamableFile } from '@nestjs/common';
import type { Request } from 'express';
import { Topic } from '@kizuna/proto';
import { LABEL_COLORS, LABEL_IMPORT_MAX_BYTES, labelTeam, tokyoDateStamp } from '@kizuna/proto/rules';
import { BusClient } from '@kizuna/platform/bus';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { CurrentActor } from '../auth/access.decorators.js';
import type { Actor } from '../auth/actor.js';
import { RouteInput } from '../http/route-input.decorator.js';
import { Route } from '../http/route.decorator.js';
import { ResultAccess } from '../results/result-access.service.js';
import { LabelLog } from './label-log.service.js';
import { assignmentRows, labelDocument, labelledAccounts, labelLogDetail, labelsCsv } from './label-messages.js';
import { labelTeamFor } from './label-team.js';

/**
 * A team's account labels (issue 48, docs/labels.md), kept by the projects service, which also
 * decides who may change them; here the team is settled (labelTeamFor), every change is logged,
 * and a run's labels are the team's on the accounts the analysis service finds in the run.
 */
@Controller()
export class LabelsController {
  constructor(
    private readonly bus: BusClient,
    private readonly results: ResultAccess,
    private readonly log: LabelLog,
  ) {}

  @Route(routes.listLabels)
  async list(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'listLabels'>,
  ): Promise<RouteAnswer<'listLabels'>> {
    const team = labelTeamFor(actor, f.company_code);
    // An admin chooses among the teams that have labels; anyone else has only their own.
    const [{ labels, teams }, { ok }] = await Promise.all([
      this.bus.request(Topic.ProjectsLabelsList, { team, withTeams: actor.isAdmin }),
      this.bus.request(Topic.ProjectsLabelsMayChange, { actor }),
    ]);
    return {
      data: {
        team,
        labels: labels.map(labelDocument),
        may_change: ok,
        colors: [...LABEL_COLORS],
        teams: actor.isAdmin ? teams : [labelTeam(actor.supplierCode)],
      },
    };
  }

  @Route(routes.createLabel)
  async create(
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @RouteInput() f: RouteFields<'createLabel'>,
  ): Promise<RouteAnswer<'createLabel'>> {
    const team = labelTeamFor(actor, f.company_code);
    const { label } = await this.bus.request(Topic.ProjectsLabelsCreate, { actor, team, name: f.name, color: f.color });
    await this.log.changed(actor, labelLogDetail(`create in team "${team}"`, label), req.ip ?? '');
    const doc = labelDocument(label);
    return { data: { label_id: doc.label_id, label: doc } };
  }

  @Route(routes.updateLabel)
  async update(
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @RouteInput() f: RouteFields<'updateLabel'>,
  ): Promise<RouteAnswer<'updateLabel'>> {
    const team = labelTeamFor(actor, f.company_code);
    const { label } = await this.bus.request(Topic.ProjectsLabelsUpdate, {
      actor,
      team,
      labelId: f.label_id,
      name: f.name,
      color: f.color,
    });
    await this.log.changed(actor, labelLogDetail(`update to ${label?.color ?? ''}`, label), req.ip ?? '');
    const doc = labelDocument(label);
    return { data: { label_id: doc.label_id, label: doc } };
  }

  @Route(routes.deleteLabel)
  async delete(
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @RouteInput() f: RouteFields<'deleteLabel'>,
  ): Promise<RouteAnswer<'deleteLabel'>> {
    const team = labelTeamFor(actor, f.company_code);
    const reply = await this.bus.request(Topic.ProjectsLabelsDelete, { actor, team, labelId: f.label_id });
    await this.log.changed(actor, labelLogDetail('delete', reply.label, reply.accounts), req.ip ?? '');
    return { data: { label_id: f.label_id, changed: reply.accounts.length, refused: reply.refused } };
  }

  @Route(routes.assignLabel)
  async assign(
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @RouteInput() f: RouteFields<'assignLabel'>,
  ): Promise<RouteAnswer<'assignLabel'>> {
    const team = labelTeamFor(actor, f.company_code);
    const reply = await this.bus.request(Topic.ProjectsLabelsAssign, {
      actor,
      team,
      labelId: f.label_id,
      accounts: f.accounts,
      note: f.note,
    });
    await this.log.changed(actor, labelLogDetail('assign', reply.label, reply.accounts), req.ip ?? '');
    return { data: { label_id: f.label_id, changed: reply.accounts.length, refused: reply.refused } };
  }

  @Route(routes.unassignLabel)
  async unassign(
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @RouteInput() f: RouteFields<'unassignLabel'>,
  ): Promise<RouteAnswer<'unassignLabel'>> {
    const team = labelTeamFor(actor, f.company_code);
    const reply = await this.bus.request(Topic.ProjectsLabelsUnassign, {
      actor,
      team,
      labelId: f.label_id,
      accounts: f.accounts,
      note: '',
    });
    await this.log.changed(actor, labelLogDetail('unassign', reply.label, reply.accounts), req.ip ?? '');
    return { data: { label_id: f.label_id, changed: reply.accounts.length, refused: reply.refused } };
  }

  @Route(routes.importLabels)
  async import(
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @RouteInput() f: RouteFields<'importLabels'>,
  ): Promise<RouteAnswer<'importLabels'>> {
    const team = labelTeamFor(actor, f.company_code);
    const csv = Buffer.from(f.csv, 'base64');
    if (csv.length > LABEL_IMPORT_MAX_BYTES)
      throw new DomainError(
        ErrorCode.LabelFileTooLarge,
        `A label file can have at most ${LABEL_IMPORT_MAX_BYTES} bytes.`,
        {
          max: String(LABEL_IMPORT_MAX_BYTES),
        },
      );
    const reply = await this.bus.request(Topic.ProjectsLabelsImport, { actor, team, csv });
    // One entry for the import, and one per label it put on accounts, naming them as an assignment's does.
    const address = req.ip ?? '';
    await this.log.changed(
      actor,
      `import into team "${team}": ${reply.applied} row(s) applied, ${reply.refusedTotal} refused, ${reply.created.length} label(s) made`,
      address,
    );
    for (const l of reply.labelled)
      await this.log.changed(actor, labelLogDetail('import', l.label, l.accounts), address);
    return {
      data: {
        applied: reply.applied,
        created: reply.created.map(labelDocument),
        refused: reply.refused.map((r) => ({ line: r.line, account: r.account, label: r.label, reason: r.reason })),
        refused_total: reply.refusedTotal,
        encoding: reply.encoding,
      },
    };
  }

  @Route(routes.exportLabels)
  // The SPA saves the file under the name it is sent with.
  @Header('Access-Control-Expose-Headers', 'Content-Disposition')
  async export(@CurrentActor() actor: Actor, @RouteInput() f: RouteFields<'exportLabels'>): Promise<StreamableFile> {
    const team = labelTeamFor(actor, f.company_code);
    const reply = await this.bus.request(Topic.ProjectsLabelsAssignments, {
      team,
      labelId: f.label_id ?? '',
    });
    const fileName = `labels_${tokyoDateStamp(Date.now())}.csv`;
    return new StreamableFile(Buffer.from(labelsCsv(reply.labels, assignmentRows(reply)), 'utf8'), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${fileName}"`,
    });
  }

  @Route(routes.getRunLabels)
  async runLabels(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'getRunLabels'>,
  ): Promise<RouteAnswer<'getRunLabels'>> {
    const team = labelTeamFor(actor, f.company_code);
    // Asked together: nothing is answered unless the caller may view the run.
    const [, reply] = await Promise.all([
      this.results.doneRun(actor, f.process_id),
      this.bus.request(Topic.ProjectsLabelsAssignments, { team, labelId: f.label_id ?? '' }),
    ]);
    const labels = reply.labels;
    const assignments = assignmentRows(reply);
    // The reply's keys go on as they came, one per assignment: the answer's indexes are assignments'.
    const present =
      assignments.length > 0
        ? await this.bus.request(Topic.AnalysisUsersPresent, {
            processId: f.process_id,
            accountsUtf8: reply.accountsUtf8,
            accountEnds: reply.accountEnds,
          })
        : { indexes: [], clusterIds: [] };
    const communities = new Map(
      present.indexes.map((at, i) => [assignments[at]?.account ?? '', present.clusterIds[i] ?? 0]),
    );
    const accounts = labelledAccounts(
      labels,
      assignments.filter((a) => communities.has(a.account)),
      communities,
    );
    const from = f.page * f.max_count;
    return {
      data: {
        labels: labels.map(labelDocument),
        accounts: accounts.slice(from, from + f.max_count),
        total: accounts.length,
      },
    };
  }
}
