import { Box } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeriesFlows, SeriesTrack } from '@kizuna/http-api';
import { errorText, type FailedCall } from '../api/error-text';
import { resultsApi } from '../api/results-api';
import { CommunityNameDialog } from '../shared/CommunityNameDialog';
import { runLabel } from './run-label';
import { TrackCard } from './TrackCard';
import { trackNames } from './track-names';

/**
 * Every tracked community of the series. A rename goes, as on the graph page (update_cluster), to
 * every community of the track, one run after another: a community has one name on the series and
 * on each upload's graph page (docs/series.md#one-name-and-colour), and the flows are read again
 * (the tag the rename invalidates). The dialog says which uploads the name will show on.
 */
export function SeriesTracks({ flows }: { flows: SeriesFlows }) {
  const { t, i18n } = useTranslation();
  const [renaming, setRenaming] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [updateCluster, updating] = resultsApi.useUpdateClusterMutation();
  const track = renaming === null ? undefined : flows.tracks[renaming];

  const runsOf = (t: SeriesTrack) => t.cluster_ids.flatMap((id, run) => (id === null ? [] : [{ run, id }]));

  const save = async (name: string) => {
    if (!track) return;
    for (const { run, id } of runsOf(track)) {
      const answer = await updateCluster({
        process_id: flows.runs[run].process_id,
        cluster_id: id,
        cluster_name: name,
      });
      if ('error' in answer && answer.error) {
        setError(errorText(answer.error as FailedCall, i18n));
        return;
      }
    }
    setRenaming(null);
  };

  return (
    <Box data-testid="series-tracks">
      {flows.tracks.map((tr, i) => (
        <TrackCard
          key={`${i}-${tr.cluster_ids.join('.')}`}
          flows={flows}
          track={tr}
          index={i}
          onRename={() => {
            setError(null);
            setRenaming(i);
          }}
        />
      ))}
      {track && (
        <CommunityNameDialog
          key={renaming}
          name={trackNames(flows, track)[0] ?? track.name}
          where={t('series.rename_where', {
            uploads: runsOf(track)
              .map(({ run }) => runLabel(flows.runs[run], run))
              .join(t('series.list_separator')),
          })}
          saving={updating.isLoading}
          error={error}
          onSave={(name) => void save(name)}
          onClose={() => setRenaming(null)}
        />
      )}
    </Box>
  );
}
