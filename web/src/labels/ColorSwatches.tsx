import { Box, ButtonBase } from '@mui/material';

interface Props {
  colors: readonly string[];
  value: string;
  onChange: (color: string) => void;
  testId?: string;
}

/** The team's label colours as swatches; the chosen one is outlined. */
export function ColorSwatches({ colors, value, onChange, testId = 'label-colors' }: Props) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} data-testid={testId} role="radiogroup">
      {colors.map((c) => (
        <ButtonBase
          key={c}
          role="radio"
          aria-checked={c === value}
          aria-label={c}
          data-color={c}
          onClick={() => onChange(c)}
          sx={{
            width: 20,
            height: 20,
            borderRadius: '50%',
            bgcolor: c,
            outline: c === value ? '2px solid #000' : 'none',
            outlineOffset: 2,
          }}
        />
      ))}
    </Box>
  );
}
