import { Alert } from '@mui/material';
import { useEffect } from 'react';
import { useAppDispatch } from '../app/useAppDispatch';
import { toastDuration } from './toast-duration';
import { toastsSlice, type Toast } from './toasts-slice';

export function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = window.setTimeout(
      () => dispatch(toastsSlice.actions.dismissed(toast.id)),
      toastDuration(toast.severity),
    );
    return () => window.clearTimeout(timer);
  }, [dispatch, toast.id, toast.severity]);
  return (
    <Alert
      variant="filled"
      severity={toast.severity}
      onClose={() => dispatch(toastsSlice.actions.dismissed(toast.id))}
      data-testid={`toast-${toast.severity}`}
      sx={{ boxShadow: 3, whiteSpace: 'pre-line' }}
    >
      {toast.text}
    </Alert>
  );
}
