import type { Response } from 'express';

/** A JSON answer the analysis service composed (the route table's answer shape), sent as it is. */
export function sendJson(res: Response, json: Uint8Array): void {
  res.status(200).type('application/json').send(Buffer.from(json));
}
