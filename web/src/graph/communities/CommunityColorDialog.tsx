import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMUNITY_COLOR_PRESETS, communityColorProblem } from '@kizuna/proto/rules';

interface Props {
  color: string;
  saving: boolean;
  error: string | null;
  /** Live preview on the canvas while choosing. */
  onPreview: (color: string) => void;
  onSave: (color: string) => void;
  /** Close, Escape or a click outside: the preview is reverted by the page. */
  onClose: () => void;
}

/** Spec §2/§4 color picker: 15 presets and a free color, previewed live; save persists, close reverts. */
export function CommunityColorDialog({ color, saving, error, onPreview, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState(color);
  const [text, setText] = useState(color);
  const choose = (next: string) => {
    setValue(next);
    setText(next);
    onPreview(next);
  };
  const problem = communityColorProblem(text);
  return (
    <Dialog open onClose={onClose} maxWidth="xs" data-testid="color-dialog">
      <DialogTitle>{t('graph.edit_color')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 40px)', gap: 1, my: 1 }}>
          {COMMUNITY_COLOR_PRESETS.map((preset) => (
            <Box
              key={preset}
              component="button"
              type="button"
              aria-label={preset}
              aria-pressed={preset === value}
              data-testid={`color-preset-${preset.slice(1)}`}
              onClick={() => choose(preset)}
              sx={{
                width: 40,
                height: 40,
                borderRadius: 1,
                cursor: 'pointer',
                bgcolor: preset,
                border: preset === value ? '3px solid #000' : '1px solid rgba(0,0,0,0.2)',
              }}
            />
          ))}
        </Box>
        <Typography variant="body2" sx={{ mt: 2 }}>
          {t('graph.free_color')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <input
            type="color"
            value={value}
            aria-label={t('graph.free_color')}
            data-testid="color-free"
            onChange={(e) => choose(e.target.value)}
            style={{ width: 48, height: 40, border: 'none', background: 'none' }}
          />
          <TextField
            size="small"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (!communityColorProblem(e.target.value)) choose(e.target.value.toLowerCase());
            }}
            error={Boolean(problem || error)}
            helperText={problem ? t(problem) : (error ?? ' ')}
            slotProps={{ htmlInput: { 'data-testid': 'color-hex', 'aria-label': 'hex' } }}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('graph.cancel')}</Button>
        <Button
          variant="contained"
          disabled={saving || Boolean(problem)}
          onClick={() => onSave(value)}
          data-testid="color-save"
        >
          {t('graph.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
