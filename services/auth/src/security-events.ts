import { Injectable } from '@nestjs/common';
import { Topic } from '@kizuna/contracts';
import { SecurityEventKind } from '@kizuna/contracts/rules';
import { BusClient } from '@kizuna/platform/bus';
import type { OutboxEvent } from '@kizuna/platform/outbox';

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

  /** Publishes an event that goes with no write (a failed or refused sign-in). */
  async record(kind: SecurityEventKind, fields: SecurityEventFields, at = new Date()): Promise<void> {
    const { topic, payload } = securityEvent(kind, fields, at);
    await this.bus.emit(topic, payload);
  }
}

/** The event of an account change, to be written with the change itself (UsersRepository.updateWithEvents). */
export function securityEvent(kind: SecurityEventKind, fields: SecurityEventFields, at = new Date()): OutboxEvent {
  return {
    topic: Topic.SecurityEvent as const,
    payload: {
      kind,
      userId: fields.userId ?? '',
      userEmail: fields.userEmail ?? '',
      actorEmail: fields.actorEmail ?? '',
      clientAddress: fields.clientAddress ?? '',
      detail: fields.detail ?? '',
      at: at.toISOString(),
    },
  };
}
