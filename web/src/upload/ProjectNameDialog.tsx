import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROJECT_NAME_MAX, projectNameProblem } from '@kizuna/proto/rules';

interface Props {
  open: boolean;
  initialName: string;
  onCancel: () => void;
  onConfirm: (name: string) => void;
}

/** Mounted afresh for every opening, so it starts from the current name. */
export function ProjectNameDialog({ open, initialName, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [touched, setTouched] = useState(false);
  const nameInput = useRef<HTMLInputElement | null>(null);
  const problem = projectNameProblem(name);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!problem) onConfirm(name.trim());
  };

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      fullWidth
      maxWidth="sm"
      // The dialog asks for one thing: once it is shown, focus moves from the dialog to its field.
      slotProps={{ transition: { onEntered: () => nameInput.current?.focus() } }}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle>{t('upload.name_dialog_title')}</DialogTitle>
        <DialogContent>
          <TextField
            inputRef={nameInput}
            fullWidth
            margin="dense"
            label={t('upload.project_name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={touched && problem !== null}
            helperText={
              touched && problem
                ? t(problem, { max: PROJECT_NAME_MAX })
                : t('upload.name_hint', { max: PROJECT_NAME_MAX })
            }
            slotProps={{ htmlInput: { 'data-testid': 'project-name-input' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" data-testid="project-name-ok">
            {t('common.ok')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
