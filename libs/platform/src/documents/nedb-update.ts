import type { Update } from './document-store.port.js';
import { elementCondition } from './nedb-query.js';
import { assertUpdate, isPlainObject, withoutUndefined } from './query-values.js';

export type NedbUpdate = Record<string, Record<string, unknown>>;

/** Translates a port update into the engine's modifiers; the two differ only in `$pull` conditions. */
export function toNedbUpdate<T>(update: Update<T>): NedbUpdate {
  assertUpdate(update);
  const translated: NedbUpdate = {};
  if (update.$set) translated.$set = withoutUndefined(update.$set as Record<string, unknown>);
  if (update.$unset) translated.$unset = Object.fromEntries(Object.keys(update.$unset).map((key) => [key, true]));
  if (update.$inc) translated.$inc = update.$inc;
  if (update.$push) translated.$push = withoutUndefined(update.$push);
  if (update.$pull) {
    translated.$pull = Object.fromEntries(
      Object.entries(update.$pull).map(([key, condition]) => [
        key,
        isPlainObject(condition) ? elementCondition(condition) : condition,
      ]),
    );
  }
  return translated;
}
