import { Body, Controller, HttpCode, Inject, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import { AdminOnly } from '../auth/access.decorators.js';
import { accessLogJson, securityEventJson } from './log-json.js';
import { boundedInt, logOrderFields, logPageFields } from './log-list-fields.js';
import { streamDownload } from './stream-download.js';
import type { AccessLogsAnswer, SecurityEventsAnswer } from '@kizuna/http-api';

type Fields = Record<string, unknown>;

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
  async listAccessLogs(@Body() body: Fields): Promise<AccessLogsAnswer> {
    const reply = await this.bus.request(Topic.LogsAccessList, {
      typeAction: boundedInt(body, 'type_action', 0, 0, 2),
      ...logPageFields(body),
    });
    return { LogResult: reply.rows.map(accessLogJson), stats: { count_total: reply.countTotal } };
  }

  @Post('download_access_logs')
  @HttpCode(200)
  @AdminOnly()
  async downloadAccessLogs(@Body() body: Fields, @Res() res: Response): Promise<void> {
    const file = await this.bus.request(Topic.LogsAccessExport, {
      typeAction: boundedInt(body, 'type_action', 0, 0, 2),
      ...logOrderFields(body),
    });
    await streamDownload(this.objects, file.key, file.fileName, res);
  }

  /** kind 0 (the default) lists every kind of security event. */
  @Post('list_security_events')
  @HttpCode(200)
  @AdminOnly()
  async listSecurityEvents(@Body() body: Fields): Promise<SecurityEventsAnswer> {
    const reply = await this.bus.request(Topic.LogsSecurityList, {
      kind: boundedInt(body, 'kind', 0, 0, 255),
      ...logPageFields(body),
    });
    return { LogResult: reply.rows.map(securityEventJson), stats: { count_total: reply.countTotal } };
  }

  @Post('download_security_events')
  @HttpCode(200)
  @AdminOnly()
  async downloadSecurityEvents(@Body() body: Fields, @Res() res: Response): Promise<void> {
    const file = await this.bus.request(Topic.LogsSecurityExport, {
      kind: boundedInt(body, 'kind', 0, 0, 255),
      ...logOrderFields(body),
    });
    await streamDownload(this.objects, file.key, file.fileName, res);
  }
}
