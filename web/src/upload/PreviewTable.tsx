import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ColumnRole } from './column-mapping';
import { ColumnRoleSelect } from './ColumnRoleSelect';

interface Props {
  headers: string[];
  rows: string[][];
  roles: ColumnRole[];
  onRole: (column: number, role: ColumnRole) => void;
}

/** The uploaded file's header and first rows, with a role select above every column. */
export function PreviewTable({ headers, rows, roles, onRole }: Props) {
  return (
    <TableContainer sx={{ maxHeight: 480, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            {headers.map((header, i) => (
              <TableCell key={i} sx={{ verticalAlign: 'bottom', minWidth: 140 }}>
                <ColumnRoleSelect column={i} header={header} role={roles[i] ?? ''} onChange={onRole} />
                <div style={{ fontWeight: 600, marginTop: 8 }}>{header}</div>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, r) => (
            <TableRow key={r}>
              {headers.map((_h, c) => (
                <TableCell
                  key={c}
                  sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  title={row[c] ?? ''}
                >
                  {row[c] ?? ''}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
