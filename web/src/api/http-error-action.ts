export type HttpErrorAction = 'logout' | 'not_found' | 'toast';

/** Spec §8 global response handling: 401 logs out, 404 goes to /not_found, the rest is a toast. */
export function httpErrorAction(status: number | string): HttpErrorAction {
  if (status === 401) return 'logout';
  if (status === 404) return 'not_found';
  return 'toast';
}
