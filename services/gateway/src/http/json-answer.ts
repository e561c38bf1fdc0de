import { StreamableFile } from '@nestjs/common';

/**
 * A JSON answer the analysis service composed (the route table's answer shape), sent as it is:
 * its bytes are not parsed and written again here.
 */
export function jsonAnswer(json: Uint8Array): StreamableFile {
  return new StreamableFile(Buffer.from(json.buffer, json.byteOffset, json.byteLength), {
    type: 'application/json; charset=utf-8',
    length: json.byteLength,
  });
}
