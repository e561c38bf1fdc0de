import type { Server } from 'node:http';
import type { INestApplication, INestMicroservice } from '@nestjs/common';
import type { KizunaConfig } from '@kizuna/platform/config';
import { PlatformRuntime, startHealthListener, startMicroservice, type RuntimeOptions } from '@kizuna/platform/runtime';
import { AuthModule, AUTH_SERVICE } from '@kizuna/auth';
import { ProjectsModule, PROJECTS_SERVICE } from '@kizuna/projects';
import { IngestModule, INGEST_SERVICE } from '@kizuna/ingest';
import { AnalysisModule, ANALYSIS_SERVICE } from '@kizuna/analysis';
import { LogsModule, LOGS_SERVICE } from '@kizuna/logs';
import { createGateway } from '@kizuna/gateway';

export interface RunningKizuna {
  runtime: PlatformRuntime;
  /** The gateway's HTTP app, when this process runs the gateway. */
  http: INestApplication | null;
  /** The health listener (HEALTH_PORT), when configured. */
  health: Server | null;
  stop(): Promise<void>;
}

/**
 * Starts the services named in config.services in this process, on one runtime. `npm start`
 * runs them all; KIZUNA_SERVICES=analysis runs one alone.
 */
export async function startKizuna(
  config: KizunaConfig,
  options: { listen?: boolean } & RuntimeOptions = {},
): Promise<RunningKizuna> {
  const runtime = await PlatformRuntime.create(config, { broker: options.broker, clock: options.clock });
  const services: INestMicroservice[] = [];
  const modules = {
    [AUTH_SERVICE]: () => AuthModule.forRuntime(runtime),
    [PROJECTS_SERVICE]: () => ProjectsModule.forRuntime(runtime),
    [INGEST_SERVICE]: () => IngestModule.forRuntime(runtime),
    [ANALYSIS_SERVICE]: () => AnalysisModule.forRuntime(runtime),
    [LOGS_SERVICE]: () => LogsModule.forRuntime(runtime),
  } as const;
  for (const [name, module] of Object.entries(modules)) {
    if (config.services.includes(name)) services.push(await startMicroservice(name, module() as never, runtime));
  }
  let http: INestApplication | null = null;
  if (config.services.includes('gateway')) {
    http = await createGateway(runtime);
    if (options.listen !== false) await http.listen(config.port, config.host);
    else await http.init();
  }
  const health =
    config.healthPort !== null && options.listen !== false
      ? await startHealthListener(runtime.health, config.healthPort, config.host, runtime.logger('health'))
      : null;
  return {
    runtime,
    http,
    health,
    async stop() {
      if (health) await new Promise((resolve) => health.close(resolve));
      if (http) await http.close();
      for (const s of services.reverse()) await s.close();
      await runtime.close();
    },
  };
}
