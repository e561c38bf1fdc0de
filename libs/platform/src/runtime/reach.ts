import net from 'node:net';

/** What start-up could not reach, each named by the variable that points at it. */
export class UnreachableError extends Error {
  constructor(
    readonly failures: Array<{ what: string; reason: string }>,
    timeoutMs: number,
  ) {
    super(
      `Cannot reach ${failures.map((f) => `${f.what} (${f.reason})`).join('; ')} — gave up after at most ${duration(timeoutMs)}`,
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
    throw new UnreachableError(failures, timeoutMs);
  }
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as T;
}

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${duration(ms)}`)), ms);
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

/**
 * Fails fast when none of the addresses accepts a TCP connection (a wrong address, or the server
 * is not up), instead of waiting for a client's own retries to run out. Resolves as soon as one
 * accepts. Names nobody's credentials.
 */
export async function anyAccepts(addresses: Array<{ host: string; port: number }>, timeoutMs = 3000): Promise<void> {
  const reasons: string[] = [];
  for (const { host, port } of addresses) {
    try {
      await new Promise<void>((resolve, reject) => {
        const socket = net.connect({ host, port });
        const done = (err?: Error) => {
          socket.destroy();
          if (err) reject(err);
          else resolve();
        };
        socket.setTimeout(timeoutMs, () => done(new Error(`no answer from ${host}:${port} within ${timeoutMs} ms`)));
        socket.once('connect', () => done());
        socket.once('error', (err) => done(err));
      });
      return;
    } catch (err) {
      reasons.push(err instanceof Error ? err.message : String(err));
    }
  }
  throw new Error(reasons.join('; '));
}

/** host:port pairs of a list such as `kafka-0:9092,kafka-1:9092` or a mongodb:// URL's hosts. */
export function hostPorts(list: string[], defaultPort: number): Array<{ host: string; port: number }> {
  return list.map((entry) => {
    const m = /^\[?([^\]]+?)\]?(?::(\d+))?$/.exec(entry.trim());
    return { host: m?.[1] ?? entry, port: m?.[2] ? Number(m[2]) : defaultPort };
  });
}

/** The hosts of a mongodb:// URL (none for mongodb+srv://, which DNS resolves). */
export function mongoHosts(url: string): Array<{ host: string; port: number }> {
  const m = /^mongodb:\/\/(?:[^@/]*@)?([^/?]+)/.exec(url);
  return m ? hostPorts(m[1].split(','), 27017) : [];
}

function duration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`;
}
