/** What start-up could not reach, each named by the variable that points at it. */
export class UnreachableError extends Error {
  constructor(
    readonly failures: Array<{ what: string; reason: string }>,
    seconds: number,
  ) {
    super(
      `Cannot reach ${failures.map((f) => `${f.what} (${f.reason})`).join('; ')} — gave up after at most ${seconds} s`,
    );
    this.name = 'UnreachableError';
  }
}

export interface Dependency<T> {
  /** e.g. `Kafka at KAFKA_BROKERS=kafka:9092` (never a password). */
  what: string;
  connect(): Promise<T>;
  /** Releases what connect made when another dependency failed. */
  release?(value: T): Promise<void>;
}

/**
 * Connects to every dependency at once, each within `timeoutMs`. Resolves with their values in
 * order, or throws one UnreachableError naming every one that failed or did not answer.
 */
export async function reachAll<T extends unknown[]>(
  deps: { [K in keyof T]: Dependency<T[K]> },
  timeoutMs: number,
): Promise<T> {
  const results = await Promise.allSettled(
    (deps as Array<Dependency<unknown>>).map((d) => withDeadline(d.connect(), timeoutMs)),
  );
  const failures = results.flatMap((r, i) =>
    r.status === 'rejected' ? [{ what: (deps as Array<Dependency<unknown>>)[i].what, reason: reasonOf(r.reason) }] : [],
  );
  if (failures.length > 0) {
    await Promise.allSettled(
      results.map((r, i) =>
        r.status === 'fulfilled' ? (deps as Array<Dependency<unknown>>)[i].release?.(r.value) : undefined,
      ),
    );
    throw new UnreachableError(failures, Math.round(timeoutMs / 1000));
  }
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as T;
}

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

function reasonOf(err: unknown): string {
  const e = err as { message?: unknown; cause?: { message?: unknown } } | null;
  const message = String(e?.message ?? err);
  const cause = e?.cause?.message ? `: ${String(e.cause.message)}` : '';
  return (message + cause).replace(/\s+/g, ' ').slice(0, 300);
}

/** host:port of a URL without its credentials, for messages. */
export function addressOf(url: string): string {
  try {
    const u = new URL(url);
    return u.host || url.replace(/^[a-z]+:\/\/[^@]*@/i, '');
  } catch {
    return url.replace(/^[a-z]+:\/\/[^@]*@/i, '');
  }
}
