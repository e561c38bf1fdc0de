import { routes, type RouteFields } from '@kizuna/http-api';
import { Controller, Inject, StreamableFile } from '@nestjs/common';
import { Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import { Clock } from '@kizuna/platform/clock';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import { accessLogJson, securityEventJson } from './log-json.js';
import { logOrderFields, logPageFields } from './log-list-fields.js';
import { fileDownload } from '../http/file-download.js';
import { RouteInput } from '../http/route-input.decorator.js';
import { Route } from '../http/route.decorator.js';
import type { AccessLogsAnswer, SecurityEventsAnswer } from '@kizuna/http-api';

const CSV = 'text/csv; charset=utf-8';

/** Spec §7 Logs: access logs by type_action (0 login, 1 analysis start, 2 result view) and security events. */
@Controller()
export class LogsController {
  constructor(
    private readonly bus: BusClient,
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
    // "The last 7 days" of a call without dates ends now.
    private readonly clock: Clock,
  ) {}

  @Route(routes.listAccessLogs)
  async listAccessLogs(@RouteInput() f: RouteFields<'listAccessLogs'>): Promise<AccessLogsAnswer> {
    const reply = await this.bus.request(Topic.LogsAccessList, {
      typeAction: f.type_action,
      ...logPageFields(f, this.clock.now()),
    });
    return { LogResult: reply.rows.map(accessLogJson), stats: { count_total: reply.countTotal } };
  }

  @Route(routes.downloadAccessLogs)
  async downloadAccessLogs(@RouteInput() f: RouteFields<'downloadAccessLogs'>): Promise<StreamableFile> {
    const file = await this.bus.request(Topic.LogsAccessExport, {
      typeAction: f.type_action,
      ...logOrderFields(f, this.clock.now()),
    });
    return fileDownload(this.objects, { ...file, contentType: CSV });
  }

  /** kind 0 (the default) lists every kind of security event. */
  @Route(routes.listSecurityEvents)
  async listSecurityEvents(@RouteInput() f: RouteFields<'listSecurityEvents'>): Promise<SecurityEventsAnswer> {
    const reply = await this.bus.request(Topic.LogsSecurityList, {
      kind: f.kind,
      ...logPageFields(f, this.clock.now()),
    });
    return { LogResult: reply.rows.map(securityEventJson), stats: { count_total: reply.countTotal } };
  }

  @Route(routes.downloadSecurityEvents)
  async downloadSecurityEvents(@RouteInput() f: RouteFields<'downloadSecurityEvents'>): Promise<StreamableFile> {
    const file = await this.bus.request(Topic.LogsSecurityExport, {
      kind: f.kind,
      ...logOrderFields(f, this.clock.now()),
    });
    return fileDownload(this.objects, { ...file, contentType: CSV });
  }
}
