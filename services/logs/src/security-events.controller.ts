import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { type ReceivedEventOf, Topic } from '@kizuna/contracts';
import { SecurityEventKind } from '@kizuna/contracts/rules';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { SecurityEventsRepository } from './security-events.repository.js';

@Controller()
export class SecurityEventsController {
  constructor(private readonly events: SecurityEventsRepository) {}

  @EventPattern(Topic.SecurityEvent)
  async onSecurityEvent(@Payload() e: ReceivedEventOf<Topic.SecurityEvent>): Promise<void> {
    // An unknown kind is a contract break: fail it so it lands on the dead-letter topic, seen.
    if (SecurityEventKind[e.kind] === undefined || e.kind === SecurityEventKind.UNSPECIFIED)
      throw new DomainError(ErrorCode.BadRequest, `unknown security event kind ${e.kind}`);
    await this.events.add({
      kind: e.kind,
      user_id: e.userId,
      user_email: e.userEmail,
      actor_email: e.actorEmail,
      client_address: e.clientAddress,
      detail: e.detail,
      created_at: e.at || new Date().toISOString(),
    });
  }
}
