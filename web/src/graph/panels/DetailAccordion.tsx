import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  expanded: boolean;
  onToggle: () => void;
  testId: string;
  children: ReactNode;
}

export function DetailAccordion({ title, expanded, onToggle, testId, children }: Props) {
  return (
    <Accordion
      expanded={expanded}
      onChange={onToggle}
      disableGutters
      data-testid={testId}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ maxHeight: 420, overflow: 'auto', p: 1 }}>{children}</AccordionDetails>
    </Accordion>
  );
}
