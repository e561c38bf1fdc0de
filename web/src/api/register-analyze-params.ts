import type { RegisterAnalyzeRequest } from '@kizuna/http-api';

/** Query of /api/v1/process/register_analyze (spec §7); the web sends every field, unused column indexes as -1. */
export type RegisterParams = Required<RegisterAnalyzeRequest>;
