/** Helpers shared by the document adapters to read MongoDB query and update documents. */

/** A plain `{...}` object: not an array, Date, RegExp, Buffer or other class instance. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** `{ $gt: 1, $lt: 5 }`: a non-empty plain object whose keys are all operators. */
export function isOperatorObject(value: unknown): value is Record<string, unknown> {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key.startsWith('$'));
}

/**
 * Deep copy of a document without `undefined` values. MongoDB (with `ignoreUndefined`) drops
 * them and the embedded engine loses them on reload, so both adapters drop them on write.
 */
export function withoutUndefined<V>(value: V): V {
  if (Array.isArray(value)) return value.map((item: unknown) => withoutUndefined(item)) as V;
  if (value instanceof Date) return new Date(value.getTime()) as V;
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item !== undefined) copy[key] = withoutUndefined(item);
  }
  return copy as V;
}

/**
 * An `undefined` in a filter would silently match everything on MongoDB (the key is dropped)
 * and nothing on the embedded engine: a bug either way, so it is refused.
 */
export function assertNoUndefined(filter: unknown, path = 'filter'): void {
  if (filter === undefined) throw new TypeError(`${path} is undefined`);
  if (Array.isArray(filter)) {
    filter.forEach((item: unknown, index) => assertNoUndefined(item, `${path}[${index}]`));
    return;
  }
  if (!isPlainObject(filter)) return;
  for (const [key, value] of Object.entries(filter)) assertNoUndefined(value, `${path}.${key}`);
}

const UPDATE_OPERATORS = new Set(['$set', '$unset', '$inc', '$push', '$pull']);

/** Only the operators of the port are accepted; an empty update would replace the document on the embedded engine. */
export function assertUpdate(update: object): void {
  const keys = Object.keys(update);
  if (keys.length === 0) throw new TypeError('update has no operator');
  for (const key of keys) {
    if (!UPDATE_OPERATORS.has(key)) throw new TypeError(`unsupported update operator ${key}`);
  }
}
