import type { ToastSeverity } from './toasts-slice';

/** Spec §8: errors stay 6 s, success (and info) 3 s. */
export function toastDuration(severity: ToastSeverity): number {
  return severity === 'error' ? 6000 : 3000;
}
