import { Stack } from '@mui/material';
import { useAppSelector } from '../app/useAppSelector';
import { ToastItem } from './ToastItem';

/** Toasts stacked at the top right (DESIGN §6). */
export function ToastStack() {
  const toasts = useAppSelector((s) => s.toasts);
  return (
    <Stack
      spacing={1}
      sx={{
        position: 'fixed',
        top: 72,
        right: 16,
        zIndex: (theme) => theme.zIndex.snackbar,
        width: 380,
        maxWidth: 'calc(100vw - 32px)',
      }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </Stack>
  );
}
