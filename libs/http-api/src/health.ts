import { z } from 'zod';

/** GET /api/healthcheck: the text `OK` (the spec's /restapi-test screen shows it). */
export const HealthcheckAnswer = z.literal('OK');
export type HealthcheckAnswer = z.infer<typeof HealthcheckAnswer>;

/** GET /api/health/live. */
export const LivenessAnswer = z.strictObject({ status: z.literal('ok') });
export type LivenessAnswer = z.infer<typeof LivenessAnswer>;

/** One named check of a health report. */
export const HealthCheck = z.strictObject({ status: z.enum(['ok', 'error']), error: z.string().optional() });
export type HealthCheck = z.infer<typeof HealthCheck>;

/**
 * GET /api/health/ready: 200 when every check passes, 503 otherwise; the status alone, since it is
 * public (which check failed and why: /api/mysql_status for admins, and the log).
 */
export const ReadinessAnswer = z.strictObject({ status: z.enum(['ok', 'error']) });
export type ReadinessAnswer = z.infer<typeof ReadinessAnswer>;

/** GET /api/config: what the sign-in screen needs to know before anyone is signed in. */
export const ServerConfig = z.strictObject({
  devLogin: z.boolean().meta({ description: 'The email-only dev login is on.' }),
  sso: z.boolean().meta({ description: 'Single sign-on (OpenID Connect) is configured.' }),
  maxUploadBytes: z.int(),
  mode: z.enum(['embedded', 'distributed']),
});
export type ServerConfig = z.infer<typeof ServerConfig>;
