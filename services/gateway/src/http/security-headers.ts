import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** A year: browsers keep coming back over https between visits (and the preload lists' minimum). */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Headers every answer carries: a CSP allowing only the app's own scripts (MUI's emotion injects
 * style tags, hence inline styles), no framing, nosniff, no referrer. When PUBLIC_URL is https
 * (`httpsOnly`), Strict-Transport-Security keeps browsers off plain http, where a network attacker
 * could read or change the page; embedded Kizuna on plain http sends none. Subdomains are left
 * out: they may be other teams' sites.
 */
export function securityHeaders(httpsOnly: boolean): RequestHandler {
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
    strictTransportSecurity: httpsOnly ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false } : false,
  });
}

/** API answers are personal and current: no cache keeps them. */
export function noStoreForApi(req: Request, res: Response, next: NextFunction): void {
  if (req.path.startsWith('/api/') || req.path === '/api' || req.path.startsWith('/is_admin'))
    res.setHeader('Cache-Control', 'no-store');
  next();
}
