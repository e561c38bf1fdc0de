import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { z } from 'zod';
import type { InputRequest } from './route-input.interceptor.js';

/**
 * The request's fields as the route's schema in @kizuna/http-api parsed them (defaults filled,
 * text read as numbers and flags); type the parameter with the schema's output type.
 */
export const RouteInput = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const req = context.switchToHttp().getRequest<InputRequest>();
  if (!req.input) throw new Error(`no route schema reads ${req.method} ${req.path}`);
  return req.input;
});

/** What @RouteInput() hands a handler whose route reads `S`. */
export type Parsed<S extends z.ZodType> = z.output<S>;
