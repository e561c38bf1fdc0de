import { useCallback } from 'react';
import { useAppDispatch } from '../app/useAppDispatch';
import { toastsSlice, type ToastSeverity } from './toasts-slice';

/** Shows an already translated text as a toast. */
export function useToast(): (severity: ToastSeverity, text: string) => void {
  const dispatch = useAppDispatch();
  return useCallback((severity, text) => void dispatch(toastsSlice.actions.shown(severity, text)), [dispatch]);
}
