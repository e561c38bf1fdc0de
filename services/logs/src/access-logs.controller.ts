import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { type ReceivedEventOf, Topic } from '@kizuna/contracts';
import { AccessAction } from '@kizuna/contracts/rules';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { AccessLogsRepository } from './access-logs.repository.js';

@Controller()
export class AccessLogsController {
  constructor(private readonly logs: AccessLogsRepository) {}

  @EventPattern(Topic.AccessLogged)
  async onAccessLogged(@Payload() e: ReceivedEventOf<Topic.AccessLogged>): Promise<void> {
    if (AccessAction[e.typeAction] === undefined) {
      throw new DomainError(ErrorCode.BadRequest, `unknown type_action ${e.typeAction}`);
    }
    await this.logs.add({
      type_action: e.typeAction,
      user_id: e.userId,
      user_name: e.userName,
      user_email: e.userEmail,
      project_id: e.projectId,
      project_name: e.projectName,
      process_id: e.processId,
      created_at: e.at || new Date().toISOString(),
      client_address: e.clientAddress,
    });
  }
}
