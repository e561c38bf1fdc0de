import { Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Topic } from '@kizuna/contracts';
import { BusClient } from '@kizuna/platform/bus';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import { CurrentActor } from '../auth/access.decorators.js';
import type { Actor } from '../auth/actor.js';
import { UploadReceiver } from './upload-receiver.js';
import type { UploadAnswer } from '@kizuna/http-api';

@Controller('api/v1/process')
export class UploadController {
  constructor(
    private readonly receiver: UploadReceiver,
    private readonly bus: BusClient,
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
  ) {}

  /** Step 1 of a new analysis: store the CSV, have ingest look at it, answer with the UploadResult. */
  @Post('upload_csv')
  @HttpCode(200)
  async uploadCsv(@CurrentActor() actor: Actor, @Req() req: Request): Promise<UploadAnswer> {
    const upload = await this.receiver.receive(req, actor.userId);
    try {
      const inspection = await this.bus.request(Topic.IngestInspect, { uploadKey: upload.key });
      return {
        UploadResult: {
          headers: inspection.headers,
          data: inspection.preview.map((r) => r.cells),
          path_s3: upload.key,
          total: inspection.total,
          encoding: inspection.encoding,
          converted: inspection.converted,
          delimiter: inspection.delimiter,
          filename: upload.filename,
          bytes: upload.bytes,
        },
      };
    } catch (err) {
      // A file ingest cannot read is not kept.
      await this.objects.delete(upload.key).catch(() => undefined);
      throw err;
    }
  }
}
