import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Inject } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError, ErrorCode, storageFullError } from '@kizuna/platform/errors';
import { isStorageFull } from '@kizuna/platform/objects';
import type { JsonLogger } from '@kizuna/platform/logging';
import { LOGGER } from '@kizuna/platform/runtime';
import { httpStatusFor } from './http-status-for.js';

export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  params: Record<string, string>;
}

/** Maps every failure onto the one error body of the API (docs/http-api.md). */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: JsonLogger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
    if (body.code === ErrorCode.StorageFull && !(exception instanceof DomainError))
      this.logger.warn('a write found the storage full', {
        message: exception instanceof Error ? exception.message : String(exception),
      });
    if (body.statusCode >= 500 && body.code !== ErrorCode.StorageFull)
      this.logger.error('request failed', exception instanceof Error ? exception : new Error(String(exception)));
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof DomainError) return domainErrorBody(exception);
    // A write of the gateway's own that found the storage full: told as such, its path only logged.
    if (isStorageFull(exception)) return domainErrorBody(storageFullError());
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const code =
        statusCode === 404
          ? ErrorCode.NotFound
          : statusCode === 413
            ? ErrorCode.MaxFileSize
            : statusCode >= 500
              ? ErrorCode.Internal
              : ErrorCode.BadRequest;
      return { statusCode, code, message: exception.message, params: {} };
    }
    return { statusCode: 500, code: ErrorCode.Internal, message: 'Internal server error', params: {} };
  }
}

/** The error body of a domain error (also written by middleware that answers before Nest routes). */
export function domainErrorBody(err: DomainError): ErrorBody {
  return { statusCode: httpStatusFor(err.code), code: err.code, message: err.message, params: err.params };
}
