import { Injectable } from '@nestjs/common';
import { Topic } from '@kizuna/contracts';
import { SecurityEventKind } from '@kizuna/contracts/rules';
import { BusClient } from '@kizuna/platform/bus';

export interface SecurityEventFields {
  userId?: string;
  userEmail?: string;
  actorEmail?: string;
  clientAddress?: string;
  /** A short machine-readable reason: an error code, a sign-in method. */
  detail?: string;
}

/** Publishes what the administrators' security log shows: failed sign-ins, password and role changes. */
@Injectable()
export class SecurityEvents {
  constructor(private readonly bus: BusClient) {}

  async record(kind: SecurityEventKind, fields: SecurityEventFields, at = new Date()): Promise<void> {
    await this.bus.emit(Topic.SecurityEvent, {
      kind,
      userId: fields.userId ?? '',
      userEmail: fields.userEmail ?? '',
      actorEmail: fields.actorEmail ?? '',
      clientAddress: fields.clientAddress ?? '',
      detail: fields.detail ?? '',
      at: at.toISOString(),
    });
  }
}
