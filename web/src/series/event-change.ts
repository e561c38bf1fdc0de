import type { SeriesEvent } from '@kizuna/http-api';

/** Whether an event's communities grew, shrank or kept their users (to_users against from_users). */
export function eventChange(event: Pick<SeriesEvent, 'from_users' | 'to_users'>): 'growth' | 'shrinkage' | 'same' {
  if (event.to_users > event.from_users) return 'growth';
  return event.to_users < event.from_users ? 'shrinkage' : 'same';
}
