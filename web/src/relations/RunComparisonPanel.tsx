import { Alert, Box, MenuItem, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Run } from '@kizuna/http-api';
import { relationsApi } from '../api/relations-api';
import { errorText, type FailedCall } from '../api/error-text';
import { statusName } from '../shared/project-status';
import { BandMembers } from './BandMembers';
import { BandTable } from './BandTable';
import { RunSankey } from './RunSankey';
import { comparisonBands, type ComparisonBand } from './sankey-option';

interface Props {
  processId: string;
  runs: Run[];
}

/** k compared: this run against another done run of the project, as a Sankey and its bands; a band lists its users. */
export function RunComparisonPanel({ processId, runs }: Props) {
  const { t, i18n } = useTranslation();
  const others = runs.filter((r) => r.process_id !== processId && statusName(r.status) === 'done');
  const [chosen, setChosen] = useState<string | null>(null);
  const other = others.find((r) => r.process_id === chosen) ?? others[0];
  const [band, setBand] = useState<ComparisonBand | null>(null);
  const { data, error, isFetching } = relationsApi.useGetRunComparisonQuery(
    { process_id: processId, other_process_id: other?.process_id ?? '' },
    { skip: !other },
  );
  const bands = useMemo(() => (data ? comparisonBands(data) : []), [data]);
  if (!other)
    return (
      <Alert severity="info" data-testid="comparison-none">
        {t('relations.no_other_run')}
      </Alert>
    );
  return (
    <Box aria-busy={isFetching}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <TextField
          select
          size="small"
          label={t('relations.compare_with')}
          value={other.process_id}
          onChange={(e) => {
            setChosen(e.target.value);
            setBand(null);
          }}
          sx={{ minWidth: 160 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'compare-with' } as object } }}
        >
          {others.map((r) => (
            <MenuItem key={r.process_id} value={r.process_id} data-testid={`compare-run-${r.total_cluster}`}>
              {t('graph.run_label', { k: r.total_cluster })}
            </MenuItem>
          ))}
        </TextField>
        {data && (data.only_first > 0 || data.only_second > 0) && (
          <Typography variant="body2" color="text.secondary">
            {t('relations.only_one_run', { first: data.only_first, second: data.only_second })}
          </Typography>
        )}
      </Box>
      {error && <Alert severity="error">{errorText(error as FailedCall, i18n)}</Alert>}
      {data && (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('relations.sankey_hint')}
          </Typography>
          <RunSankey comparison={data} onBand={setBand} />
          <BandTable bands={bands} from={data.first.communities} to={data.second.communities} onSelect={setBand} />
          {band && (
            <BandMembers
              key={`${other.process_id}-${band.from}-${band.to}`}
              processId={processId}
              otherProcessId={other.process_id}
              band={band}
              from={data.first.communities[band.from - 1]}
              to={data.second.communities[band.to - 1]}
            />
          )}
        </>
      )}
    </Box>
  );
}
