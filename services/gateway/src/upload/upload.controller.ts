import { routes, type RouteFields } from '@kizuna/http-api';
import { Controller, Inject, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import { CurrentActor } from '../auth/access.decorators.js';
import type { Actor } from '../auth/actor.js';
import { PendingUploads } from './pending-uploads.js';
import { isOwnUploadKey } from './upload-key.js';
import { stopReading, UploadReceiver } from './upload-receiver.js';
import type { RegisterProgressAnswer, UploadAnswer } from '@kizuna/http-api';
import { RouteInput } from '../http/route-input.decorator.js';
import { Route } from '../http/route.decorator.js';

@Controller()
export class UploadController {
  constructor(
    private readonly receiver: UploadReceiver,
    private readonly pending: PendingUploads,
    private readonly bus: BusClient,
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
  ) {}

  /** Step 1 of a new analysis: store the CSV, have ingest look at it, answer with the UploadResult. */
  @Route(routes.uploadCsv)
  async uploadCsv(@CurrentActor() actor: Actor, @Req() req: Request): Promise<UploadAnswer> {
    const release = await this.pending.claim(actor.userId).catch((err: unknown) => {
      stopReading(req);
      throw err;
    });
    const upload = await this.receiver.receive(req, actor.userId).finally(release);
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
          date_columns: inspection.columnDates.map((c) => ({ order: dateOrderOf(c.order), samples: c.samples })),
          suggestions: inspection.suggestions.map(suggestionOf),
        },
      };
    } catch (err) {
      // A file ingest cannot read is not kept.
      await this.objects.delete(upload.key).catch(() => undefined);
      throw err;
    }
  }

  /** Rows validated so far by the registration of one's own upload (polled by the upload screen). */
  @Route(routes.registerProgress)
  async registerProgress(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'registerProgress'>,
  ): Promise<RegisterProgressAnswer> {
    if (!isOwnUploadKey(f.path_s3, actor.userId)) return { active: false, rows_done: 0, rows_all: 0 };
    const p = await this.bus.request(Topic.IngestRegisterProgress, { uploadKey: f.path_s3 });
    return { active: p.active, rows_done: p.rowsDone, rows_all: p.rowsAll };
  }
}

type DateOrderAnswer = UploadAnswer['UploadResult']['date_columns'][number]['order'];

/** The bus carries the order as text; anything unexpected is answered as no dates. */
function dateOrderOf(order: string): DateOrderAnswer {
  return order === 'month_first' || order === 'day_first' || order === 'ambiguous' ? order : 'none';
}

type SuggestionAnswer = UploadAnswer['UploadResult']['suggestions'][number];
const SUGGESTED_ROLES: ReadonlySet<string> = new Set(['time', 'author', 'contents', 'followers']);

/** The bus carries role and source as text; anything unexpected is answered as no suggestion. */
function suggestionOf(s: { role: string; source: string; tool: string }): SuggestionAnswer {
  const source = s.source === 'name' || s.source === 'value' ? s.source : '';
  if (!SUGGESTED_ROLES.has(s.role) || source === '') return { role: '', source: '', tool: '' };
  return { role: s.role as SuggestionAnswer['role'], source, tool: source === 'name' ? s.tool : '' };
}
