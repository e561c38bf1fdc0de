export type HealthCheck = () => Promise<void>;

export interface HealthReport {
  status: 'ok' | 'error';
  checks: Record<string, { status: 'ok' | 'error'; error?: string }>;
}

/** Readiness checks registered by whatever the process runs (stores, services); the health endpoint runs them all. */
export class HealthRegistry {
  private readonly checks = new Map<string, HealthCheck>();

  register(name: string, check: HealthCheck): void {
    this.checks.set(name, check);
  }

  async run(timeoutMs = 3000): Promise<HealthReport> {
    const report: HealthReport = { status: 'ok', checks: {} };
    await Promise.all(
      [...this.checks].map(async ([name, check]) => {
        try {
          await Promise.race([
            check(),
            new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), timeoutMs).unref()),
          ]);
          report.checks[name] = { status: 'ok' };
        } catch (err) {
          report.status = 'error';
          report.checks[name] = { status: 'error', error: err instanceof Error ? err.message : String(err) };
        }
      }),
    );
    return report;
  }
}
