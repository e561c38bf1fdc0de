import { Catch, type RpcExceptionFilter } from '@nestjs/common';
import { throwError, type Observable } from 'rxjs';
import { DomainError } from '../errors/index.js';

/** Lets a DomainError cross the bus with its code instead of becoming NestJS's generic RPC error. */
@Catch(DomainError)
export class DomainErrorRpcFilter implements RpcExceptionFilter<DomainError> {
  catch(exception: DomainError): Observable<never> {
    return throwError(() => ({ code: exception.code, message: exception.message, params: exception.params }));
  }
}
