import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type ReceivedRequestOf, type ReplyInitOf, Topic } from '@kizuna/proto';
import { RunUserKeys } from './results/run-user-keys.js';

/** Which accounts a run has (issue 48: a team's labels shown on a run are those of its users). */
@Controller()
export class RunUsersController {
  constructor(private readonly keys: RunUserKeys) {}

  @MessagePattern(Topic.AnalysisUsersPresent)
  async present(
    @Payload() req: ReceivedRequestOf<Topic.AnalysisUsersPresent>,
  ): Promise<ReplyInitOf<Topic.AnalysisUsersPresent>> {
    return this.keys.present(req.processId, { utf8: req.accountsUtf8, ends: req.accountEnds });
  }
}
