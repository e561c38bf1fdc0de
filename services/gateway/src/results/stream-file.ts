import type { Response } from 'express';
import type { ObjectStore } from '@kizuna/platform/objects';

/** Streams a file another service wrote (claim check) as a download named `fileName`. */
export async function streamFile(
  objects: ObjectStore,
  file: { key: string; fileName: string; contentType: string },
  res: Response,
): Promise<void> {
  const body = await objects.get(file.key);
  res.status(200);
  res.setHeader('Content-Type', file.contentType);
  // The name is also exposed to the SPA, which saves the file under it.
  res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition');
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
  );
  await new Promise<void>((resolve, reject) => {
    body.on('error', reject);
    res.on('finish', resolve);
    res.on('close', resolve);
    body.pipe(res);
  });
}
