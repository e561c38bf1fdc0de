import type { Response } from 'express';
import type { ObjectStore } from '@kizuna/platform/objects';

/** Streams an object as a file download named `fileName` (the claim-check key another service handed out). */
export async function streamDownload(
  objects: ObjectStore,
  key: string,
  fileName: string,
  res: Response,
): Promise<void> {
  const body = await objects.get(key);
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
  );
  await new Promise<void>((resolve, reject) => {
    body.on('error', reject);
    res.on('finish', resolve);
    res.on('close', resolve);
    body.pipe(res);
  });
}
