import { Box } from '@mui/material';

/**
 * A community's name in the text colour with its colour as a dot beside it (issue 58): a name
 * written in its own colour on white falls below the 4.5:1 contrast WCAG AA asks (orange 2.5:1).
 */
export function CommunitySwatch({ name, color }: { name: string; color: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box
        component="span"
        aria-hidden
        sx={{ width: 10, height: 10, flexShrink: 0, borderRadius: '50%', bgcolor: color }}
      />
      {name}
    </Box>
  );
}
