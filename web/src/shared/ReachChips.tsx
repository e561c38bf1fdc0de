import { Chip } from '@mui/material';
import type { RelationCommunity } from '@kizuna/http-api';
import { sharePercent } from './share-percent';

interface Props {
  /** [cluster_id, share of the user's outside interactions] pairs, as a bridge lists them. */
  reaches: ReadonlyArray<readonly [number, number]>;
  communities: ReadonlyMap<number, Pick<RelationCommunity, 'name' | 'color'>>;
}

/** The communities a bridge reaches, each with its share, outlined in the community's color. */
export function ReachChips({ reaches, communities }: Props) {
  return reaches.map(([id, share]) => (
    <Chip
      key={id}
      size="small"
      variant="outlined"
      sx={{ mr: 0.5, borderColor: communities.get(id)?.color }}
      label={`${communities.get(id)?.name ?? id} ${sharePercent(share)}`}
    />
  ));
}
