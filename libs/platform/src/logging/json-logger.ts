import type { LoggerService } from '@nestjs/common';

export type LogLevel = 'error' | 'warn' | 'info' | 'debug';

const rank: Record<LogLevel, number> = { error: 0, warn: 1, info: 2, debug: 3 };

export type LogSink = (line: string) => void;

/**
 * Structured logs: one JSON object per line on stdout, so any collector can parse them.
 * Also serves as NestJS's logger, mapping its `log`/`verbose` onto info/debug.
 */
export class JsonLogger implements LoggerService {
  constructor(
    private readonly service: string,
    private readonly level: LogLevel = 'info',
    private readonly sink: LogSink = (line) => process.stdout.write(line + '\n'),
    private readonly bindings: Record<string, unknown> = {},
  ) {}

  /** A logger that adds the given fields to every line. */
  child(bindings: Record<string, unknown>): JsonLogger {
    return new JsonLogger(this.service, this.level, this.sink, { ...this.bindings, ...bindings });
  }

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  info(message: unknown, fields?: Record<string, unknown>): void {
    this.write('info', message, fields ? [fields] : []);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }

  private write(level: LogLevel, message: unknown, rest: unknown[]): void {
    if (rank[level] > rank[this.level]) return;
    const entry: Record<string, unknown> = {
      time: new Date().toISOString(),
      level,
      service: this.service,
      ...this.bindings,
    };
    if (message instanceof Error) {
      entry.msg = message.message;
      entry.err = { name: message.name, stack: message.stack };
    } else {
      entry.msg = typeof message === 'string' ? message : JSON.stringify(message);
    }
    for (const extra of rest) {
      if (extra instanceof Error) entry.err = { name: extra.name, message: extra.message, stack: extra.stack };
      else if (typeof extra === 'string') entry.context = extra;
      else if (extra && typeof extra === 'object') Object.assign(entry, extra);
    }
    this.sink(JSON.stringify(entry));
  }
}
