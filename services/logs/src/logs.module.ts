import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, type PlatformRuntime } from '@kizuna/platform/runtime';
import { AccessLogQueries } from './access-log-queries.js';
import { AccessLogsController } from './access-logs.controller.js';
import { LogExportWriter } from './log-export-writer.js';
import { LogRetention } from './log-retention.js';
import { LogStreams } from './log-streams.js';
import { SecurityEventQueries } from './security-event-queries.js';
import { SecurityEventsController } from './security-events.controller.js';
import { serviceHealthController } from '@kizuna/platform/health';

export const LOGS_SERVICE = 'logs';

/** Keeps access logs and security events on the log store; lists them, exports them as CSV, applies retention. */
@Module({})
export class LogsModule {
  static forRuntime(runtime: PlatformRuntime): DynamicModule {
    return {
      module: LogsModule,
      imports: [PlatformModule.forService(LOGS_SERVICE, runtime)],
      controllers: [
        AccessLogsController,
        SecurityEventsController,
        serviceHealthController(LOGS_SERVICE, [`documents:${LOGS_SERVICE}`]),
      ],
      providers: [LogStreams, AccessLogQueries, SecurityEventQueries, LogExportWriter, LogRetention],
    };
  }
}
