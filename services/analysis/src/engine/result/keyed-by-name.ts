/**
 * An empty record for entries keyed by user names. A plain `{}` would take a user named
 * `__proto__` as its prototype and lose them; one without a prototype keeps every name.
 */
export function keyedByName<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}
