import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RelationCommunity } from '@kizuna/http-api';
import { ClickableRow } from '../table/ClickableRow';
import type { ComparisonBand } from './sankey-option';

interface Props {
  bands: ComparisonBand[];
  from: RelationCommunity[];
  to: RelationCommunity[];
  onSelect: (band: ComparisonBand) => void;
}

function Swatch({ community }: { community: RelationCommunity | undefined }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: community?.color }} />
      {community?.name}
    </Box>
  );
}

/** The comparison's bands as rows (the diagram's flows, readable and keyboard-reachable). */
export function BandTable({ bands, from, to, onSelect }: Props) {
  const { t } = useTranslation();
  return (
    <Table size="small" data-testid="band-table">
      <TableHead>
        <TableRow>
          <TableCell>{t('relations.band_from')}</TableCell>
          <TableCell>{t('relations.band_to')}</TableCell>
          <TableCell align="right">{t('relations.users')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {bands.map((b) => (
          <ClickableRow
            key={`${b.from}-${b.to}`}
            label={t('relations.show_band', { from: from[b.from - 1]?.name, to: to[b.to - 1]?.name })}
            onActivate={() => onSelect(b)}
            testId={`band-${b.from}-${b.to}`}
          >
            <TableCell>
              <Swatch community={from[b.from - 1]} />
            </TableCell>
            <TableCell>
              <Swatch community={to[b.to - 1]} />
            </TableCell>
            <TableCell align="right">{b.users.toLocaleString()}</TableCell>
          </ClickableRow>
        ))}
      </TableBody>
    </Table>
  );
}
