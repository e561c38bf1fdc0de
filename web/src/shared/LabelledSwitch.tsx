import { FormControlLabel, Switch } from '@mui/material';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  /** The switch input's data-testid. */
  testId: string;
}

/** A small switch with its label in body text, as the graph page's toggles are drawn. */
export function LabelledSwitch({ checked, onChange, label, testId }: Props) {
  return (
    <FormControlLabel
      sx={{ mx: 0 }}
      control={
        <Switch
          size="small"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          slotProps={{ input: { 'data-testid': testId } as object }}
        />
      }
      label={label}
      slotProps={{ typography: { variant: 'body2' } }}
    />
  );
}
