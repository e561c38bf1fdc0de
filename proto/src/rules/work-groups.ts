/**
 * The kinds of work one signed-in user asks of the others' shared machine (docs/security.md "What
 * one user can cost"): the route table tags each route that computes or writes with its group and
 * the gateway counts per user and group. The limits per group are the server's configuration
 * (WORK_LIMITS, libs/platform/src/config/work-limits.ts), not bundled by the web.
 */
export const WORK_GROUPS = ['question', 'coordination', 'download', 'upload', 'change', 'directory'] as const;
export type WorkGroup = (typeof WORK_GROUPS)[number];
