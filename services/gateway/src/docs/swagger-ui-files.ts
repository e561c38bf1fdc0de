import { createRequire } from 'node:module';
import path from 'node:path';
import express, { type RequestHandler } from 'express';

/** Where the Swagger UI page takes its files from (the npm package swagger-ui-dist; nothing is fetched at run time). */
export const SWAGGER_UI_PREFIX = '/api/docs/ui';

/** The files of swagger-ui-dist the page uses; its own index.html and initializer (pointing at the petstore) are not served. */
const FILES = new Set([
  '/swagger-ui.css',
  '/index.css',
  '/swagger-ui-bundle.js',
  '/swagger-ui-standalone-preset.js',
  '/favicon-16x16.png',
  '/favicon-32x32.png',
]);

/** Serves those files under SWAGGER_UI_PREFIX (mount it there). */
export function swaggerUiFiles(): RequestHandler {
  const dir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const files = express.static(dir, { index: false, fallthrough: true, maxAge: '1h' });
  return (req, res, next) => (req.method === 'GET' && FILES.has(req.path) ? files(req, res, next) : next());
}
