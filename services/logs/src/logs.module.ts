import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, type PlatformRuntime } from '@kizuna/platform/runtime';
import { AccessLogsController } from './access-logs.controller.js';
import { AccessLogsRepository } from './access-logs.repository.js';
import { SecurityEventsController } from './security-events.controller.js';
import { SecurityEventsRepository } from './security-events.repository.js';
import { serviceHealthController } from '@kizuna/platform/health';

export const LOGS_SERVICE = 'logs';

/** Consumes access-log and security events and keeps them (queries and CSV export come with the logs screen). */
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
      providers: [AccessLogsRepository, SecurityEventsRepository],
    };
  }
}
