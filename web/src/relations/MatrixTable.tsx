import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { InteractionMatrix } from '@kizuna/http-api';
import { CommunitySwatch } from '../shared/CommunitySwatch';
import { rowShares } from './row-shares';

const percent = (share: number | null) => (share === null ? '–' : `${(share * 100).toFixed(1)}%`);

/**
 * Who amplifies whom as a table: each cell's count with its share of the row, and how closed each
 * community is (the share of its interactions that stay inside). The report prints it; the screen
 * shows it under the heatmap.
 */
export function MatrixTable({ matrix }: { matrix: InteractionMatrix }) {
  const { t } = useTranslation();
  const shares = rowShares(matrix.total);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="matrix-table" sx={{ '& td, & th': { px: 0.75, fontSize: 12 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('relations.from_to')}</TableCell>
            {matrix.communities.map((c) => (
              <TableCell key={c.cluster_id} align="right" sx={{ fontWeight: 600 }}>
                <CommunitySwatch name={c.name} color={c.color} />
              </TableCell>
            ))}
            <TableCell align="right">{t('relations.closedness')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {matrix.communities.map((c, i) => (
            <TableRow key={c.cluster_id} data-testid={`matrix-row-${c.cluster_id}`}>
              <TableCell sx={{ fontWeight: 600 }}>
                <CommunitySwatch name={c.name} color={c.color} />
              </TableCell>
              {matrix.total[i].map((count, j) => (
                <TableCell key={j} align="right" sx={i === j ? { bgcolor: 'grey.100' } : undefined}>
                  {count.toLocaleString()}
                  <Box component="span" sx={{ color: 'text.secondary', ml: 0.5 }}>
                    ({percent(shares[i][j])})
                  </Box>
                </TableCell>
              ))}
              <TableCell align="right" data-testid={`closedness-${c.cluster_id}`}>
                {percent(matrix.inside_share[i])}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
