import type { Request } from 'express';

/** The raw value of one cookie the request carries, or undefined (the gateway parses no cookies otherwise). */
export function cookieValue(req: Request, name: string): string | undefined {
  return (req.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}
