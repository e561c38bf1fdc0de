import { Box } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeriesFlows, SeriesTrack } from '@kizuna/http-api';
import { errorText, type FailedCall } from '../api/error-text';
import { seriesApi } from '../api/series-api';
import { CommunityNameDialog } from '../shared/CommunityNameDialog';
import { runLabel } from './run-label';
import { TrackCard } from './TrackCard';
import { trackNames } from './track-names';

/**
 * Every tracked community of the series. A rename goes to every community of the track in one
 * call (rename_track), all or none: a community has one name on the series and on each upload's
 * graph page (docs/series.md#one-name-and-colour), and the flows are read again (the tag the
 * rename invalidates). The dialog says which uploads the name will show on and, when some may not
 * be edited by the user, which ones (nothing is renamed then).
 */
export function SeriesTracks({ flows }: { flows: SeriesFlows }) {
  const { t, i18n } = useTranslation();
  const [renaming, setRenaming] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [renameTrack, updating] = seriesApi.useRenameTrackMutation();
  const track = renaming === null ? undefined : flows.tracks[renaming];

  const runsOf = (t: SeriesTrack) => t.cluster_ids.flatMap((id, run) => (id === null ? [] : [{ run, id }]));

  const save = async (name: string) => {
    if (!track) return;
    const runs = runsOf(track);
    const answer = await renameTrack({
      name,
      communities: runs.map(({ run, id }) => ({ process_id: flows.runs[run].process_id, cluster_id: id })),
    });
    if ('error' in answer && answer.error) {
      const refused = refusedPlaces(answer.error as FailedCall);
      setError(
        refused
          ? t('series.rename_refused', {
              uploads: refused
                .map((i) => runs[i])
                .filter((r) => r !== undefined)
                .map(({ run }) => runLabel(flows.runs[run], run))
                .join(t('series.list_separator')),
            })
          : errorText(answer.error as FailedCall, i18n),
      );
      return;
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

/** The places (in the request's communities) of the runs a refused rename names, if it is that refusal. */
function refusedPlaces(error: FailedCall): number[] | null {
  const body = error.data as { code?: unknown; params?: { refused?: unknown } } | undefined;
  if (body?.code !== 'errors.series_rename_refused' || typeof body.params?.refused !== 'string') return null;
  return body.params.refused.split(',').map(Number);
}
