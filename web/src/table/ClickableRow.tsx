import { TableRow } from '@mui/material';
import type { KeyboardEvent, ReactNode } from 'react';
import { isActivationKey } from './is-activation-key';

interface Props {
  /** What activating the row does, read out when it has focus (e.g. "Show details of sakura_01"). */
  label: string;
  onActivate: () => void;
  testId?: string;
  children: ReactNode;
}

/** A table row that acts on click, and on Enter or Space once reached with Tab. */
export function ClickableRow({ label, onActivate, testId, children }: Props) {
  const onKeyDown = (e: KeyboardEvent<HTMLTableRowElement>) => {
    // Keys pressed on a control inside the row are that control's.
    if (e.target !== e.currentTarget || !isActivationKey(e.key)) return;
    e.preventDefault();
    onActivate();
  };
  return (
    <TableRow
      hover
      tabIndex={0}
      aria-label={label}
      onClick={onActivate}
      onKeyDown={onKeyDown}
      data-testid={testId}
      sx={{
        cursor: 'pointer',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' },
      }}
    >
      {children}
    </TableRow>
  );
}
