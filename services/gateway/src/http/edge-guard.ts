import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { domainErrorBody } from '../errors/http-error.filter.js';
import { hostNameOf, originHostNameOf } from './host-name.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Probes reach the gateway by the pod's address (Kubernetes, Docker), never by a configured name;
 * these answers carry nothing a rebound page could use, so they answer whatever the Host.
 */
const PROBES = new Set(['/api/healthcheck', '/api/health/live', '/api/health/ready']);

/**
 * The edge against DNS rebinding and cross-site requests: a request whose Host names no configured
 * host gets 421 (a page on another name whose DNS now points here must not read or sign in), and
 * a state-changing request whose Origin is a page of another host gets 403. Runs before anything
 * else answers, the web app's files included.
 */
export function edgeGuard(allowedHosts: readonly string[]): RequestHandler {
  const allowed = new Set(allowedHosts);
  return (req: Request, res: Response, next: NextFunction) => {
    const probe = (req.method === 'GET' || req.method === 'HEAD') && PROBES.has(req.path);
    const host = hostNameOf(req.headers.host);
    if (!probe && (host === null || !allowed.has(host)))
      return refuse(
        req,
        res,
        new DomainError(
          ErrorCode.MisdirectedHost,
          'Misdirected request: this host name is not one Kizuna is configured for (PUBLIC_URL, ALLOWED_HOSTS).',
        ),
      );
    const origin = req.headers.origin;
    if (origin !== undefined && STATE_CHANGING.has(req.method)) {
      const from = originHostNameOf(origin);
      if (from === null || !allowed.has(from))
        return refuse(
          req,
          res,
          new DomainError(
            ErrorCode.OriginRefused,
            'Refused: the request comes from a page that is not Kizuna (Origin is not a configured host).',
          ),
        );
    }
    next();
  };
}

/**
 * What a person who opened a page at a wrong name reads: the web app, which would translate the
 * error's code, is not served there, so the text says it in both of its languages.
 */
const MISDIRECTED_PAGE =
  'Misdirected request (421): this address is not one Kizuna is configured for. Open Kizuna at its usual address.\n' +
  'このアドレスは Kizuna の設定にありません。いつものアドレスで Kizuna を開いてください。\n';

function refuse(req: Request, res: Response, err: DomainError): void {
  // The request is answered without its body being read; closing lets no unread body linger.
  res.setHeader('Connection', 'close');
  const body = domainErrorBody(err);
  const page = !req.path.startsWith('/api') && !req.path.startsWith('/is_admin');
  if (page && err.code === ErrorCode.MisdirectedHost)
    res.status(body.statusCode).type('text/plain; charset=utf-8').send(MISDIRECTED_PAGE);
  else res.status(body.statusCode).json(body);
}
