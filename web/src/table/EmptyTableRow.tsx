import { TableCell, TableRow } from '@mui/material';

/** The one row a table shows when it has none: the message across every column. */
export function EmptyTableRow({ columns, message }: { columns: number; message: string }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} align="center" sx={{ py: 4, color: 'text.secondary' }}>
        {message}
      </TableCell>
    </TableRow>
  );
}
