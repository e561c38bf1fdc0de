import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * Headers every answer carries: a CSP allowing only the app's own scripts (MUI's emotion injects
 * style tags, hence inline styles), no framing, nosniff, no referrer. Embedded Kizuna is served
 * over plain HTTP, so nothing asks browsers to upgrade requests to HTTPS.
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
}

/** API answers are personal and current: no cache keeps them. */
export function noStoreForApi(req: Request, res: Response, next: NextFunction): void {
  if (req.path.startsWith('/api/') || req.path === '/api' || req.path.startsWith('/is_admin'))
    res.setHeader('Cache-Control', 'no-store');
  next();
}
