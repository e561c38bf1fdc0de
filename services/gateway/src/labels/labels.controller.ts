import { routes, type RouteAnswer, type RouteFields } from '@kizuna/http-api';
import { Controller, Header, Req, StreamableFile } from '@nestjs/common';
import type { Request } from 'express';
import { Topic } from '@kizuna/proto';
import { LABEL_COLORS, labelTeam } from '@kizuna/proto/rules';
import { BusClient } from '@kizuna/platform/bus';
import { CurrentActor } from '../auth/access.decorators.js';
import type { Actor } from '../auth/actor.js';
import { RouteInput } from '../http/route-input.decorator.js';
import { Route } from '../http/route.decorator.js';
import { importAnswer, labelAnswer, labelChangeAnswer, labelFileBytes, labelsExportFile } from './label-answers.js';
import { labelDocument } from './label-messages.js';
import { labelTeamFor } from './label-team.js';
import { RunLabels } from './run-labels.service.js';
import { TeamAssignments } from './team-assignments.service.js';

/**
 * A team's account labels (issue 48, docs/labels.md), kept by the projects service, which also
 * decides who may change them and logs every change; here the team is settled (labelTeamFor).
 * The answers are built in label-answers.ts, a run's labels by RunLabels.
 */
@Controller()
export class LabelsController {
  constructor(
    private readonly bus: BusClient,
    private readonly runs: RunLabels,
    private readonly assignments: TeamAssignments,
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
    const { label } = await this.bus.request(Topic.ProjectsLabelsCreate, {
      actor,
      team,
      name: f.name,
      color: f.color,
      clientAddress: req.ip ?? '',
    });
    return labelAnswer(label);
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
      clientAddress: req.ip ?? '',
    });
    return labelAnswer(label);
  }

  @Route(routes.deleteLabel)
  async delete(
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @RouteInput() f: RouteFields<'deleteLabel'>,
  ): Promise<RouteAnswer<'deleteLabel'>> {
    const team = labelTeamFor(actor, f.company_code);
    const reply = await this.bus.request(Topic.ProjectsLabelsDelete, {
      actor,
      team,
      labelId: f.label_id,
      name: f.name,
      clientAddress: req.ip ?? '',
    });
    return labelChangeAnswer(f.label_id, reply);
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
      clientAddress: req.ip ?? '',
    });
    return labelChangeAnswer(f.label_id, reply);
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
      clientAddress: req.ip ?? '',
    });
    return labelChangeAnswer(f.label_id, reply);
  }

  @Route(routes.importLabels)
  async import(
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @RouteInput() f: RouteFields<'importLabels'>,
  ): Promise<RouteAnswer<'importLabels'>> {
    const team = labelTeamFor(actor, f.company_code);
    const reply = await this.bus.request(Topic.ProjectsLabelsImport, {
      actor,
      team,
      csv: labelFileBytes(f.csv),
      clientAddress: req.ip ?? '',
    });
    return importAnswer(reply);
  }

  @Route(routes.exportLabels)
  // The SPA saves the file under the name it is sent with.
  @Header('Access-Control-Expose-Headers', 'Content-Disposition')
  async export(@CurrentActor() actor: Actor, @RouteInput() f: RouteFields<'exportLabels'>): Promise<StreamableFile> {
    const team = labelTeamFor(actor, f.company_code);
    return labelsExportFile(await this.assignments.read(team, f.label_id ?? '', []), Date.now());
  }

  @Route(routes.getRunLabels)
  runLabels(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'getRunLabels'>,
  ): Promise<RouteAnswer<'getRunLabels'>> {
    return this.runs.page(actor, labelTeamFor(actor, f.company_code), f);
  }
}
