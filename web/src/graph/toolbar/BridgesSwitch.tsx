import { FormControlLabel, Switch } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Keeps the users who bridge communities coloured on the graph and greys the rest. */
export function BridgesSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <FormControlLabel
      sx={{ mx: 0 }}
      control={
        <Switch
          size="small"
          checked={on}
          onChange={(e) => onChange(e.target.checked)}
          slotProps={{ input: { 'data-testid': 'bridges-only' } as object }}
        />
      }
      label={t('graph.bridges_only')}
      slotProps={{ typography: { variant: 'body2' } }}
    />
  );
}
