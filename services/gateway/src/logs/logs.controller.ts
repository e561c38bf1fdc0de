import { Controller, HttpCode, Inject, Post, StreamableFile } from '@nestjs/common';
import { Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import { AdminOnly } from '../auth/access.decorators.js';
import { accessLogJson, securityEventJson } from './log-json.js';
import { logOrderFields, logPageFields } from './log-list-fields.js';
import { fileDownload } from '../http/file-download.js';
import { type Parsed, RouteInput } from '../http/route-input.decorator.js';
import type {
  AccessLogsAnswer,
  DownloadAccessLogsRequest,
  DownloadSecurityEventsRequest,
  ListAccessLogsRequest,
  ListSecurityEventsRequest,
  SecurityEventsAnswer,
} from '@kizuna/http-api';

const CSV = 'text/csv; charset=utf-8';

/** Spec §7 Logs: access logs by type_action (0 login, 1 analysis start, 2 result view) and security events. */
@Controller('api/v1/logs')
export class LogsController {
  constructor(
    private readonly bus: BusClient,
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
  ) {}

  @Post('list_access_logs')
  @HttpCode(200)
  @AdminOnly()
  async listAccessLogs(@RouteInput() f: Parsed<typeof ListAccessLogsRequest>): Promise<AccessLogsAnswer> {
    const reply = await this.bus.request(Topic.LogsAccessList, {
      typeAction: f.type_action,
      ...logPageFields(f),
    });
    return { LogResult: reply.rows.map(accessLogJson), stats: { count_total: reply.countTotal } };
  }

  @Post('download_access_logs')
  @HttpCode(200)
  @AdminOnly()
  async downloadAccessLogs(@RouteInput() f: Parsed<typeof DownloadAccessLogsRequest>): Promise<StreamableFile> {
    const file = await this.bus.request(Topic.LogsAccessExport, { typeAction: f.type_action, ...logOrderFields(f) });
    return fileDownload(this.objects, { ...file, contentType: CSV });
  }

  /** kind 0 (the default) lists every kind of security event. */
  @Post('list_security_events')
  @HttpCode(200)
  @AdminOnly()
  async listSecurityEvents(@RouteInput() f: Parsed<typeof ListSecurityEventsRequest>): Promise<SecurityEventsAnswer> {
    const reply = await this.bus.request(Topic.LogsSecurityList, { kind: f.kind, ...logPageFields(f) });
    return { LogResult: reply.rows.map(securityEventJson), stats: { count_total: reply.countTotal } };
  }

  @Post('download_security_events')
  @HttpCode(200)
  @AdminOnly()
  async downloadSecurityEvents(@RouteInput() f: Parsed<typeof DownloadSecurityEventsRequest>): Promise<StreamableFile> {
    const file = await this.bus.request(Topic.LogsSecurityExport, { kind: f.kind, ...logOrderFields(f) });
    return fileDownload(this.objects, { ...file, contentType: CSV });
  }
}
