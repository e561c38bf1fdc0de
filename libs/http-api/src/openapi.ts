import { z } from 'zod';
import { ErrorAnswer } from './common.js';
import { ROUTES, type AnswerKind, type RouteSpec } from './routes.js';

type Json = Record<string, unknown>;

/** The parts of an OpenAPI 3.1 document this generator writes (a type, so it fits the route's open object answer). */
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description: string };
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, Json>>;
  components: { securitySchemes: Record<string, Json>; schemas: Record<string, Json> };
};

/** A zod schema as an OpenAPI 3.1 schema (JSON Schema 2020-12, which 3.1 uses as it is). */
function schemaOf(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, { io, target: 'draft-2020-12' }) as Json;
  return json;
}

const MEDIA: Record<Exclude<AnswerKind, 'redirect'>, string> = {
  json: 'application/json',
  text: 'text/plain',
  html: 'text/html',
  javascript: 'text/javascript',
  csv: 'text/csv',
  gexf: 'application/gexf+xml',
  binary: 'application/octet-stream',
};

const AUTH_TEXT = {
  public: 'Anyone may call it.',
  'signed-in': 'Needs the header X-Auth-Token of an open session.',
  admin: 'Needs the header X-Auth-Token of an admin.',
} as const;

function parametersOf(route: RouteSpec): Json[] {
  const query = route.query ?? (route.bodyAlsoInQuery ? route.body : undefined);
  if (!query) return [];
  const json = schemaOf(query, 'input') as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: !route.bodyAlsoInQuery && (json.required ?? []).includes(name),
    schema,
    ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
  }));
}

function requestBodyOf(route: RouteSpec): Json | undefined {
  if (route.multipart)
    return { required: true, content: { 'multipart/form-data': { schema: schemaOf(route.multipart, 'input') } } };
  if (!route.body) return undefined;
  return {
    required: !route.bodyAlsoInQuery,
    content: { 'application/json': { schema: schemaOf(route.body, 'input') } },
  };
}

function responsesOf(route: RouteSpec): Json {
  const kind = route.answerKind ?? 'json';
  const error = {
    description: 'An error: `code` is an i18n key.',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } },
  };
  if (kind === 'redirect')
    return { [String(route.redirectStatus ?? 302)]: { description: 'A redirect (see Location).' }, default: error };
  const ok = { description: 'The answer.', content: { [MEDIA[kind]]: { schema: schemaOf(route.answer, 'output') } } };
  const responses: Json = { '200': ok };
  for (const status of route.alsoAnswersWith ?? [])
    responses[String(status)] = { ...ok, description: 'The same shape.' };
  if (route.auth !== 'public') responses['401'] = { ...error, description: 'No, a bad or an expired token.' };
  if (route.auth === 'admin') responses['403'] = { ...error, description: 'Not an admin.' };
  if (route.work)
    responses['429'] = {
      ...error,
      description: `Past the caller's limit of "${route.work}" requests a minute or at once (errors.work_rate_limited, errors.work_in_flight); Retry-After says the seconds to wait.`,
    };
  responses.default = error;
  return responses;
}

/** An operation id from the path: POST /api/v1/process/list_data → post_api_v1_process_list_data. */
function operationIdOf(route: RouteSpec): string {
  return `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+/g, '_')}`;
}

/** The OpenAPI 3.1 document of the routes (by default every route of the gateway). */
export function openApiDocument(routes: readonly RouteSpec[] = ROUTES): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const parameters = parametersOf(route);
    const requestBody = requestBodyOf(route);
    const operation: Json = {
      tags: [route.tag],
      summary: route.summary,
      description: `${AUTH_TEXT[route.auth]}${route.bodyAlsoInQuery ? ' The fields may be sent as query parameters instead of a body.' : ''}`,
      operationId: operationIdOf(route),
      'x-kizuna-auth': route.auth,
      security: route.auth === 'public' ? [] : [{ token: [] }],
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: responsesOf(route),
    };
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kizuna HTTP API',
      version: '1',
      description:
        'The gateway of Kizuna. Field names are the product spec’s. Send the AccessToken of a login answer as the header X-Auth-Token. Every error answers {statusCode, code, message, params}.',
    },
    tags: [
      { name: 'health', description: 'Health, configuration, database status' },
      { name: 'accounts', description: 'Sign-in, applications, passwords' },
      { name: 'projects', description: 'Projects, runs, raw data, registration' },
      { name: 'upload', description: 'CSV upload' },
      { name: 'results', description: 'Community graph and details' },
      { name: 'labels', description: 'Account labels of a team' },
      { name: 'docs', description: 'This documentation' },
    ],
    paths,
    components: {
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Auth-Token' } },
      schemas: { ErrorAnswer: schemaOf(ErrorAnswer, 'output') },
    },
  };
}
