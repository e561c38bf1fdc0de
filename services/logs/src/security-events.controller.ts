import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { type ReceivedEventOf, type ReceivedRequestOf, type ReplyInitOf, Topic } from '@kizuna/proto';
import { SecurityEventKind } from '@kizuna/proto/rules';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { LogStreams } from './log-streams.js';
import { SecurityEventQueries } from './security-event-queries.js';

@Controller()
export class SecurityEventsController {
  constructor(
    private readonly streams: LogStreams,
    private readonly queries: SecurityEventQueries,
  ) {}

  @EventPattern(Topic.SecurityEvent)
  async onSecurityEvent(@Payload() e: ReceivedEventOf<Topic.SecurityEvent>): Promise<void> {
    // An unknown kind is a contract break: fail it so it lands on the dead-letter topic, seen.
    if (SecurityEventKind[e.kind] === undefined || e.kind === SecurityEventKind.UNSPECIFIED)
      throw new DomainError(ErrorCode.BadRequest, `unknown security event kind ${e.kind}`);
    await this.streams.security.append({
      type: e.kind,
      at: (e.at && Date.parse(e.at)) || Date.now(),
      fields: {
        user_id: e.userId,
        user_email: e.userEmail,
        actor_email: e.actorEmail,
        client_address: e.clientAddress,
        detail: e.detail,
      },
    });
  }

  @MessagePattern(Topic.LogsSecurityList)
  list(@Payload() req: ReceivedRequestOf<Topic.LogsSecurityList>): Promise<ReplyInitOf<Topic.LogsSecurityList>> {
    return this.queries.list(req);
  }

  @MessagePattern(Topic.LogsSecurityExport)
  export(@Payload() req: ReceivedRequestOf<Topic.LogsSecurityExport>): Promise<ReplyInitOf<Topic.LogsSecurityExport>> {
    return this.queries.export(req);
  }
}
