import { Box } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeriesFlows } from '@kizuna/http-api';
import { errorText, type FailedCall } from '../api/error-text';
import { resultsApi } from '../api/results-api';
import { CommunityNameDialog } from '../shared/CommunityNameDialog';
import { TrackCard } from './TrackCard';

/**
 * Every tracked community of the series. A rename goes, as on the graph page (update_cluster), to
 * the community the track starts with: a track carries that community's name forward, and the
 * flows are read again (the tag the rename invalidates).
 */
export function SeriesTracks({ flows }: { flows: SeriesFlows }) {
  const { i18n } = useTranslation();
  const [renaming, setRenaming] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [updateCluster, updating] = resultsApi.useUpdateClusterMutation();
  const track = renaming === null ? undefined : flows.tracks[renaming];

  const save = async (name: string) => {
    if (!track) return;
    const run = track.cluster_ids.findIndex((id) => id !== null);
    const clusterId = track.cluster_ids[run];
    if (clusterId === null || clusterId === undefined) return;
    const answer = await updateCluster({
      process_id: flows.runs[run].process_id,
      cluster_id: clusterId,
      cluster_name: name,
    });
    if ('error' in answer && answer.error) {
      setError(errorText(answer.error as FailedCall, i18n));
      return;
    }
    setRenaming(null);
  };

  return (
    <Box data-testid="series-tracks">
      {flows.tracks.map((t, i) => (
        <TrackCard
          key={`${i}-${t.cluster_ids.join('.')}`}
          flows={flows}
          track={t}
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
          name={track.name}
          saving={updating.isLoading}
          error={error}
          onSave={(name) => void save(name)}
          onClose={() => setRenaming(null)}
        />
      )}
    </Box>
  );
}
