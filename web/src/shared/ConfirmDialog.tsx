import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  open: boolean;
  title: string;
  /** What is about to happen, naming what it happens to. */
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirmed action is under way: its button spins. */
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  testIds: { dialog: string; cancel?: string; confirm: string };
}

/** Asks before something that cannot be undone (a deletion, a withdrawal): Cancel, or the red button. */
export function ConfirmDialog(props: Props) {
  const { open, title, children, cancelLabel, confirmLabel, busy = false, onCancel, onConfirm, testIds } = props;
  return (
    <Dialog open={open} onClose={onCancel} data-testid={testIds.dialog}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ wordBreak: 'break-word' }}>{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} data-testid={testIds.cancel}>
          {cancelLabel}
        </Button>
        <Button color="error" variant="contained" loading={busy} onClick={onConfirm} data-testid={testIds.confirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
