import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { type ReceivedEventOf, type ReceivedRequestOf, type ReplyInitOf, Topic } from '@kizuna/proto';
import { AccessAction } from '@kizuna/proto/rules';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { AccessLogQueries } from './access-log-queries.js';
import { LogStreams } from './log-streams.js';

@Controller()
export class AccessLogsController {
  constructor(
    private readonly streams: LogStreams,
    private readonly queries: AccessLogQueries,
  ) {}

  @EventPattern(Topic.AccessLogged)
  async onAccessLogged(@Payload() e: ReceivedEventOf<Topic.AccessLogged>): Promise<void> {
    if (AccessAction[e.typeAction] === undefined) {
      throw new DomainError(ErrorCode.BadRequest, `unknown type_action ${e.typeAction}`);
    }
    await this.streams.access.append({
      type: e.typeAction,
      at: (e.at && Date.parse(e.at)) || Date.now(),
      fields: {
        user_id: e.userId,
        user_name: e.userName,
        user_email: e.userEmail,
        project_id: e.projectId,
        project_name: e.projectName,
        process_id: e.processId,
        client_address: e.clientAddress,
        detail: e.detail,
      },
    });
  }

  @MessagePattern(Topic.LogsAccessList)
  list(@Payload() req: ReceivedRequestOf<Topic.LogsAccessList>): Promise<ReplyInitOf<Topic.LogsAccessList>> {
    return this.queries.list(req);
  }

  @MessagePattern(Topic.LogsLabelChangers)
  labelChangers(): Promise<ReplyInitOf<Topic.LogsLabelChangers>> {
    return this.queries.labelChangers();
  }

  @MessagePattern(Topic.LogsAccessExport)
  export(@Payload() req: ReceivedRequestOf<Topic.LogsAccessExport>): Promise<ReplyInitOf<Topic.LogsAccessExport>> {
    return this.queries.export(req);
  }
}
