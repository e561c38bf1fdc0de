import { isOperatorObject, isPlainObject } from './query-values.js';

/**
 * The document an upsert starts from, as MongoDB builds it: the equality conditions of the
 * filter (top level, `$eq`, and inside `$and`), dotted paths expanded into nested objects.
 */
export function upsertSeed(filter: Record<string, unknown>): Record<string, unknown> {
  const seed: Record<string, unknown> = {};
  collectEqualities(filter, seed);
  return seed;
}

function collectEqualities(filter: Record<string, unknown>, seed: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(value)) {
      for (const part of value) if (isPlainObject(part)) collectEqualities(part, seed);
    } else if (key.startsWith('$') || value instanceof RegExp) {
      continue;
    } else if (isOperatorObject(value)) {
      if ('$eq' in value) setPath(seed, key, value.$eq);
    } else {
      setPath(seed, key, value);
    }
  }
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (!isPlainObject(next)) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]] = value;
}
