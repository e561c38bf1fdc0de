import path from 'node:path';
import express, { type Express } from 'express';

/**
 * Serves the built SPA: its files as they are, and index.html for any other path that is not
 * the API, so that history-mode routes such as /files/graph/… load the app.
 */
export function serveSpa(app: Express, dist: string): void {
  app.use(express.static(dist, { index: false, maxAge: '1h' }));
  app.use((req, res, next) => {
    if (req.method !== 'GET' || req.path.startsWith('/api/') || req.path === '/is_admin' || req.path === '/is_admin/')
      return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(path.join(dist, 'index.html'));
  });
}
