import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { PlatformRuntime } from '@kizuna/platform/runtime';
import { GatewayModule, GATEWAY_SERVICE } from './gateway.module.js';
import { discoverOidcProvider } from './sso/oidc-discovery.js';
import { findWebDist } from './web/find-web-dist.js';
import { serveSpa } from './web/serve-spa.js';
import { noStoreForApi, securityHeaders } from './http/security-headers.js';
import { edgeGuard } from './http/edge-guard.js';
import { SWAGGER_UI_PREFIX, swaggerUiFiles } from './docs/swagger-ui-files.js';

/** Builds the gateway's HTTP app (not yet listening), serving the SPA when it has been built. */
export async function createGateway(runtime: PlatformRuntime): Promise<NestExpressApplication> {
  const logger = runtime.logger(GATEWAY_SERVICE);
  // A wrong issuer stops start-up here, with one message naming OIDC_ISSUER, not at the first sign-in.
  const oidc = runtime.config.auth.oidc;
  const oidcProvider = oidc ? await discoverOidcProvider(oidc.issuer) : null;
  const app = await NestFactory.create<NestExpressApplication>(GatewayModule.forRuntime(runtime, oidcProvider), {
    logger,
    bodyParser: true,
  });
  app.useBodyParser('json', { limit: '1mb' });
  app.useBodyParser('urlencoded', { extended: false, limit: '1mb' });
  app.disable('x-powered-by');
  // Client addresses (access logs, rate limits) come from X-Forwarded-For only behind a known proxy.
  app.set('trust proxy', runtime.config.trustProxy);
  app.use(securityHeaders(runtime.config.httpsOnly));
  app.use(edgeGuard(runtime.config.allowedHosts));
  app.use(noStoreForApi);
  if (runtime.config.apiDocs) app.use(SWAGGER_UI_PREFIX, swaggerUiFiles());
  const dist = findWebDist(runtime.config.webDist);
  if (dist) serveSpa(app.getHttpAdapter().getInstance(), dist);
  else logger.warn('web/dist not found: the API runs without the web app (run npm run build)');
  return app;
}
