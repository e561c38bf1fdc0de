import CheckIcon from '@mui/icons-material/Check';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  InputAdornment,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { communityNameProblem } from '@kizuna/proto/rules';

interface Props {
  name: string;
  saving: boolean;
  /** A server refusal, as text. */
  error: string | null;
  onSave: (name: string) => void;
  onClose: () => void;
  /** Each change of the typed name (the graph shows it on the picture before it is saved). */
  onPreview?: (name: string) => void;
  /** Where the name will show (issue 58); the graph page's wording when not given. */
  where?: string;
}

/** Spec §4: the community name saves on Enter, the check icon or the dialog's submit; a name is required. */
export function CommunityNameDialog({ name, saving, error, onSave, onClose, onPreview, where }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState(name);
  const [touched, setTouched] = useState(false);
  const problem = communityNameProblem(value);
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    setTouched(true);
    if (!problem && !saving) onSave(value.trim());
  };
  const shown = touched && problem ? t(problem) : error;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="name-dialog">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('graph.edit_name')}</DialogTitle>
        <DialogContent>
          <DialogContentText variant="body2" data-testid="name-where">
            {where ?? t('graph.rename_where')}
          </DialogContentText>
          <TextField
            fullWidth
            required
            margin="dense"
            label={t('graph.community_name')}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              onPreview?.(e.target.value);
            }}
            error={Boolean(shown)}
            helperText={shown ?? ' '}
            slotProps={{
              htmlInput: { 'data-testid': 'name-input', maxLength: 200 },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton type="submit" aria-label={t('graph.save')} data-testid="name-check" disabled={saving}>
                      <CheckIcon />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('graph.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving} data-testid="name-save">
            {t('graph.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
