import { type ArgumentsHost, Catch } from '@nestjs/common';
import { BaseRpcExceptionFilter } from '@nestjs/microservices';
import { throwError, type Observable } from 'rxjs';
import { DomainError, storageFullError } from '../errors/index.js';
import { isStorageFull } from '../objects/storage-full.js';

/**
 * Lets a DomainError cross the bus with its code instead of becoming NestJS's generic RPC error.
 * A write that found the storage full crosses as errors.storage_full, wherever it was thrown:
 * the user is told in their language, without the path and errno (the service's log has them).
 * Anything else is NestJS's generic error, as before.
 */
@Catch()
export class DomainErrorRpcFilter extends BaseRpcExceptionFilter {
  override catch(exception: unknown, host: ArgumentsHost): Observable<never> {
    const domain = exception instanceof DomainError ? exception : isStorageFull(exception) ? storageFullError() : null;
    if (domain) return throwError(() => ({ code: domain.code, message: domain.message, params: domain.params }));
    return super.catch(exception, host) as Observable<never>;
  }
}
