import { Injectable } from '@nestjs/common';
import { Topic } from '@kizuna/proto';
import { AccessAction } from '@kizuna/proto/rules';
import { BusClient } from '@kizuna/platform/bus';
import type { Actor } from '../auth/actor.js';

/** Every label change is an access-log entry (type_action 3, issue 48): who, and in detail which label and accounts. */
@Injectable()
export class LabelLog {
  constructor(private readonly bus: BusClient) {}

  async changed(actor: Actor, detail: string, clientAddress: string): Promise<void> {
    await this.bus.emit(Topic.AccessLogged, {
      typeAction: AccessAction.LABEL_CHANGE,
      userId: actor.userId,
      userName: actor.name,
      userEmail: actor.email,
      // A label is the team's, about no project.
      projectId: '',
      projectName: '',
      processId: '',
      at: new Date().toISOString(),
      clientAddress,
      detail,
    });
  }
}
