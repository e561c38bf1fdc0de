import { Topic } from '@kizuna/proto';
import { BusClient, InProcessClient } from '@kizuna/platform/bus';
import type { Harness } from './kizuna-harness.js';

const everything = { fromMs: -8.64e15, toMs: 8.64e15 };

/** Every access-log entry of a type, read from the logs service over the bus (no sign-in needed). */
export async function readAccessLogs(h: Harness, typeAction: number) {
  await h.kizuna.runtime.broker.drain();
  const bus = new BusClient(new InProcessClient(h.kizuna.runtime.broker));
  const rows = [];
  for (let page = 0; ; page++) {
    const reply = await bus.request(Topic.LogsAccessList, {
      typeAction,
      range: everything,
      sortKey: 5,
      isAscending: false,
      page,
      maxCount: 100,
    });
    rows.push(
      ...reply.rows.map((r) => ({
        type_action: r.typeAction,
        user_email: r.userEmail,
        project_id: r.projectId,
        client_address: r.clientAddress,
        detail: r.detail,
      })),
    );
    if (rows.length >= reply.countTotal || reply.rows.length === 0) return rows;
  }
}

/** Every security event (of one kind, or all), read from the logs service over the bus. */
export async function readSecurityEvents(h: Harness, kind = 0) {
  await h.kizuna.runtime.broker.drain();
  const bus = new BusClient(new InProcessClient(h.kizuna.runtime.broker));
  const reply = await bus.request(Topic.LogsSecurityList, {
    kind,
    range: everything,
    sortKey: 5,
    isAscending: false,
    page: 0,
    maxCount: 100,
  });
  return reply.rows.map((r) => ({
    kind: r.kind,
    user_email: r.userEmail,
    actor_email: r.actorEmail,
    client_address: r.clientAddress,
    detail: r.detail,
  }));
}
