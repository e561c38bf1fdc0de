import { Readable } from 'node:stream';
import { Client, CopyDestinationOptions, CopySourceOptions, type BucketItem } from 'minio';
import { chunkStream } from './chunk-stream.js';
import { assertObjectKey, assertObjectPrefix, compareKeys } from './object-key.js';
import { ObjectNotFoundError, type ObjectInfo, type ObjectStore, type PutOptions } from './object-store.port.js';
import { readAll } from './read-all.js';

export interface S3ObjectStoreOptions {
  endPoint: string;
  port?: number;
  useSSL?: boolean;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region?: string;
  /** `http://host/bucket/key` instead of `http://bucket.host/key`; MinIO and most local servers want it. */
  pathStyle?: boolean;
  /** Bytes per part of a multipart upload (at least 5 MiB, S3's minimum); default 8 MiB. */
  partSize?: number;
}

const MIN_PART_SIZE = 5 * 1024 * 1024;
const DEFAULT_PART_SIZE = 8 * 1024 * 1024;
const MISSING_OBJECT_CODES = new Set(['NoSuchKey', 'NotFound']);

/**
 * Object store on S3 or MinIO through the `minio` client. Streams of unknown length are
 * uploaded here part by part rather than by the client's putObject, which buffers up to
 * hundreds of MB for such streams, does not see an error of the source stream, and never aborts
 * a multipart upload. Here a failed source aborts the upload, so no object appears.
 */
export class S3ObjectStore implements ObjectStore {
  private readonly client: Client;
  private readonly bucket: string;
  private readonly region: string;
  private readonly partSize: number;
  private bucketReady: Promise<void> | undefined;

  constructor(options: S3ObjectStoreOptions) {
    this.bucket = options.bucket;
    this.region = options.region ?? 'us-east-1';
    this.partSize = Math.max(options.partSize ?? DEFAULT_PART_SIZE, MIN_PART_SIZE);
    this.client = new Client({
      endPoint: options.endPoint,
      port: options.port,
      useSSL: options.useSSL ?? false,
      accessKey: options.accessKey,
      secretKey: options.secretKey,
      region: this.region,
      pathStyle: options.pathStyle,
    });
  }

  /** Creates the bucket when it does not exist; every operation waits for this once. */
  ensureBucket(): Promise<void> {
    this.bucketReady ??= this.createBucketIfMissing().catch((error: unknown) => {
      this.bucketReady = undefined; // let a later call try again
      throw error;
    });
    return this.bucketReady;
  }

  async put(key: string, body: Buffer | string | Readable, options: PutOptions = {}): Promise<ObjectInfo> {
    assertObjectKey(key);
    await this.ensureBucket();
    const headers: Record<string, string> = options.contentType ? { 'Content-Type': options.contentType } : {};
    const size =
      typeof body === 'string' || Buffer.isBuffer(body)
        ? await this.putBuffer(key, Buffer.from(body), headers)
        : await this.putStream(key, body, headers);
    return { key, size, ...(options.contentType ? { contentType: options.contentType } : {}) };
  }

  async get(key: string): Promise<Readable> {
    assertObjectKey(key);
    await this.ensureBucket();
    try {
      return await this.client.getObject(this.bucket, key);
    } catch (error) {
      throw isMissingObject(error) ? new ObjectNotFoundError(key) : error;
    }
  }

  async getBuffer(key: string): Promise<Buffer> {
    return readAll(await this.get(key));
  }

  async readRanges(key: string, ranges: ReadonlyArray<readonly [number, number]>): Promise<Buffer[]> {
    assertObjectKey(key);
    await this.ensureBucket();
    // A few requests at a time: a page of posts is at most 100 small ranges.
    const out: Buffer[] = new Array(ranges.length);
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < ranges.length; i = next++) {
        const [start, end] = ranges[i];
        if (end <= start) {
          out[i] = Buffer.alloc(0);
          continue;
        }
        try {
          out[i] = await readAll(await this.client.getPartialObject(this.bucket, key, start, end - start));
        } catch (error) {
          throw isMissingObject(error) ? new ObjectNotFoundError(key) : error;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(8, ranges.length) }, worker));
    return out;
  }

  /** A bucket has no fixed size: how full the server's disks are is its operator's to watch. */
  async freeSpace(): Promise<null> {
    return null;
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    assertObjectKey(key);
    await this.ensureBucket();
    try {
      const info = await this.client.statObject(this.bucket, key);
      const contentType = info.metaData?.['content-type'] as string | undefined;
      return {
        key,
        size: info.size,
        modifiedAt: info.lastModified.getTime(),
        ...(contentType ? { contentType } : {}),
      };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertObjectKey(key);
    await this.ensureBucket();
    try {
      await this.client.removeObject(this.bucket, key);
    } catch (error) {
      if (!isMissingObject(error)) throw error;
    }
  }

  async deletePrefix(prefix: string): Promise<number> {
    const keys = await this.list(prefix);
    if (keys.length === 0) return 0;
    const failures = (await this.client.removeObjects(this.bucket, keys)).filter((entry) => entry);
    if (failures.length > 0) {
      const first = failures[0] as { Code?: string; Key?: string; Error?: { Code?: string; Key?: string } };
      const detail = first.Error ?? first;
      throw new Error(`could not delete ${failures.length} objects under ${prefix}: ${detail.Code} on ${detail.Key}`);
    }
    return keys.length;
  }

  /** S3 has no rename: each object is copied (with its content type) and then deleted. */
  async movePrefix(from: string, to: string): Promise<number> {
    const keys = await this.list(from);
    if ((await this.list(to)).length > 0) throw new Error(`cannot move ${from} onto ${to}: it holds objects`);
    for (const key of keys) {
      const target = to + key.slice(from.length);
      assertObjectKey(target);
      await this.client.copyObject(
        new CopySourceOptions({ Bucket: this.bucket, Object: key }),
        new CopyDestinationOptions({ Bucket: this.bucket, Object: target }),
      );
    }
    if (keys.length > 0) await this.deletePrefix(from);
    return keys.length;
  }

  async list(prefix: string): Promise<string[]> {
    assertObjectPrefix(prefix);
    await this.ensureBucket();
    const keys: string[] = [];
    const items = this.client.listObjectsV2(this.bucket, prefix, true);
    for await (const item of items as AsyncIterable<BucketItem>) {
      if (item.name) keys.push(item.name);
    }
    return keys.sort(compareKeys);
  }

  private async createBucketIfMissing(): Promise<void> {
    if (await this.client.bucketExists(this.bucket)) return;
    try {
      await this.client.makeBucket(this.bucket, this.region);
    } catch (error) {
      // Another process may have made it in the meantime.
      if ((error as { code?: string }).code !== 'BucketAlreadyOwnedByYou') throw error;
    }
  }

  private async putBuffer(key: string, body: Buffer, headers: Record<string, string>): Promise<number> {
    await this.client.putObject(this.bucket, key, body, body.length, headers);
    return body.length;
  }

  private async putStream(key: string, body: Readable, headers: Record<string, string>): Promise<number> {
    const parts = chunkStream(body, this.partSize)[Symbol.asyncIterator]();
    try {
      const first = await parts.next();
      if (first.done) return await this.putBuffer(key, Buffer.alloc(0), headers);
      const second = await parts.next();
      // Small enough for one request: no multipart upload at all.
      if (second.done) return await this.putBuffer(key, first.value, headers);
      return await this.putMultipart(key, [first.value, second.value], parts, headers);
    } catch (error) {
      body.destroy();
      throw error;
    }
  }

  private async putMultipart(
    key: string,
    firstParts: Buffer[],
    rest: AsyncIterator<Buffer>,
    headers: Record<string, string>,
  ): Promise<number> {
    const uploadId = await this.client.initiateNewMultipartUpload(this.bucket, key, headers);
    const etags: { part: number; etag: string }[] = [];
    let size = 0;
    const upload = async (part: Buffer): Promise<void> => {
      const partNumber = etags.length + 1;
      const uploaded = await this.client.uploadPart(
        { bucketName: this.bucket, objectName: key, uploadID: uploadId, partNumber, headers: {} },
        part,
      );
      etags.push({ part: partNumber, etag: uploaded.etag });
      size += part.length;
    };
    try {
      for (const part of firstParts) await upload(part);
      for (let next = await rest.next(); !next.done; next = await rest.next()) await upload(next.value);
      await this.client.completeMultipartUpload(this.bucket, key, uploadId, etags);
      return size;
    } catch (error) {
      // Without completion no object exists; aborting frees the parts. Some servers (s3rver)
      // do not implement abort, which must not hide the original error.
      await this.client.abortMultipartUpload(this.bucket, key, uploadId).catch(() => undefined);
      throw error;
    }
  }
}

function isMissingObject(error: unknown): boolean {
  return MISSING_OBJECT_CODES.has((error as { code?: string } | undefined)?.code ?? '');
}
