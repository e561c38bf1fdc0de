import type { NextFunction, Request, Response } from 'express';
import type { INestApplication } from '@nestjs/common';
import { answerProblems, findRoute } from '@kizuna/http-api';

interface Router {
  stack: unknown[];
  use(fn: (req: Request, res: Response, next: NextFunction) => void): void;
}

/**
 * Checks every answer the gateway gives against the route table of @kizuna/http-api (the shapes
 * the OpenAPI document describes): the body of each /api answer is collected as it is written
 * (streamed results too) and parsed with the route's answer schema, or the error shape. The
 * problems found are kept; the harness fails the test file with them when it closes.
 */
export function checkAnswerShapes(app: INestApplication): string[] {
  const problems: string[] = [];
  const router = (app.getHttpAdapter().getInstance() as { router: Router }).router;
  router.use((req, res, next) => {
    const route = findRoute(req.method, req.path);
    if (!route) return next();
    const chunks: Buffer[] = [];
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
      );
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as Response['end'];
    res.on('finish', () => {
      const contentType = String(res.getHeader('content-type') ?? '');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      if (contentType.startsWith('application/json')) {
        try {
          body = JSON.parse(text);
        } catch {
          problems.push(`${req.method} ${req.path} ${res.statusCode}: not JSON: ${text.slice(0, 80)}`);
          return;
        }
      }
      problems.push(...answerProblems(route, res.statusCode, contentType, body));
    });
    next();
  });
  // Added last, it must see the answer first: before the body parsers, guards and routes.
  router.stack.unshift(router.stack.pop());
  return problems;
}
