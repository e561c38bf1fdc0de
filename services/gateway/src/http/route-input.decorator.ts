import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { InputRequest } from './route-input.interceptor.js';

/**
 * The request's fields as the schemas of the handler's route-table entry parsed them (defaults
 * filled, text read as numbers and flags); type the parameter RouteFields<'name'> (@Route checks it).
 */
export const RouteInput = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const req = context.switchToHttp().getRequest<InputRequest>();
  if (!req.input) throw new Error(`no route schema reads ${req.method} ${req.path}`);
  return req.input;
});
