import { Controller, Get, Header, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { KizunaConfig } from '@kizuna/platform/config';
import type { HealthRegistry, HealthReport } from '@kizuna/platform/health';
import { CONFIG, HEALTH } from '@kizuna/platform/runtime';
import { Public } from '../auth/access.decorators.js';

@Controller('api')
export class HealthController {
  constructor(
    @Inject(HEALTH) private readonly health: HealthRegistry,
    @Inject(CONFIG) private readonly config: KizunaConfig,
  ) {}

  /** The spec's /restapi-test screen calls this and shows its text. */
  @Public()
  @Get('healthcheck')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  healthcheck(): string {
    return 'OK';
  }

  @Public()
  @Get('health/live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Public()
  @Get('health/ready')
  async ready(@Res() res: Response): Promise<void> {
    const report = await this.health.run();
    res.status(report.status === 'ok' ? 200 : 503).json(report);
  }

  /**
   * The spec's database status screen (/mysql): status 1 when every document store answers,
   * 0 otherwise, with each store's check. Kizuna's database is the document store, not MySQL;
   * the path is the spec's.
   */
  @Get('mysql_status')
  async databaseStatus(): Promise<{ status: 0 | 1; checks: HealthReport['checks'] }> {
    const report = await this.health.run();
    const checks = Object.fromEntries(Object.entries(report.checks).filter(([name]) => name.startsWith('documents:')));
    return { status: Object.values(checks).every((c) => c.status === 'ok') ? 1 : 0, checks };
  }

  /** What the sign-in screen needs to know before anyone is signed in. */
  @Public()
  @Get('config')
  clientConfig(): { devLogin: boolean; sso: boolean; maxUploadBytes: number; mode: string } {
    return {
      devLogin: this.config.auth.devLogin,
      sso: this.config.auth.oidc !== null,
      maxUploadBytes: this.config.upload.maxBytes,
      mode: this.config.mode,
    };
  }
}
