// The image's HEALTHCHECK: the gateway answers /api/healthcheck on PORT; a container without the
// gateway answers /health/live on HEALTH_PORT (the launcher's small health listener).
const services = (process.env.KIZUNA_SERVICES ?? 'gateway').split(',').map((s) => s.trim());
const url = services.includes('gateway')
  ? `http://127.0.0.1:${process.env.PORT ?? 8080}/api/healthcheck`
  : `http://127.0.0.1:${process.env.HEALTH_PORT ?? 8081}/health/live`;
try {
  const res = await fetch(url, { signal: AbortSignal.timeout(4000) });
  process.exit(res.ok ? 0 : 1);
} catch {
  process.exit(1);
}
