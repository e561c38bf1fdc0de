import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type ReceivedRequestOf, type ReplyInitOf, Topic } from '@kizuna/proto';
import { RunUserKeys } from './results/run-user-keys.js';
import { toUsersPresentAsked } from './run-users-adapters.js';

/** Which accounts a run has (issue 48: a team's labels shown on a run are those of its users). */
@Controller()
export class RunUsersController {
  constructor(private readonly keys: RunUserKeys) {}

  @MessagePattern(Topic.AnalysisUsersPresent)
  async present(
    @Payload() msg: ReceivedRequestOf<Topic.AnalysisUsersPresent>,
  ): Promise<ReplyInitOf<Topic.AnalysisUsersPresent>> {
    const asked = toUsersPresentAsked(msg);
    return this.keys.present(asked.processId, asked.accounts);
  }
}
