import CloseIcon from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeriesFlows, SeriesMove } from '@kizuna/http-api';
import { LABEL_ACCOUNTS_MAX } from '@kizuna/proto/rules';
import { resultsApi } from '../api/results-api';
import { NodeDetailPanel } from '../graph/panels/NodeDetailPanel';
import { BulkLabelButton } from '../labels/BulkLabelButton';
import { loadAllPages } from '../labels/load-all-pages';
import { communityIdentity } from './community-identity';
import { runLabel } from './run-label';

interface Props {
  flows: SeriesFlows;
  /** The step the move is in: it went from run `step` to run `step + 1`. */
  step: number;
  move: SeriesMove;
  onClose: () => void;
}

/**
 * A moved user's detail, opened from the moved users' table: the graph page's account detail
 * (its labels, scores, keywords and posts) in the earlier or the later run, and the community they
 * are in there labelled in one step (its every member, through the labels API, which says whether
 * the user may change labels).
 */
export function MovedAccountDrawer({ flows, step, move, onClose }: Props) {
  const { t } = useTranslation();
  const [side, setSide] = useState<'from' | 'to'>('to');
  const identityOf = useMemo(() => communityIdentity(flows), [flows]);
  const run = side === 'to' ? step + 1 : step;
  const processId = flows.runs[run].process_id;
  const clusterId = side === 'to' ? move.to_cluster_id : move.from_cluster_id;
  const community = identityOf(run, clusterId);
  const size = flows.runs[run].communities.find((c) => c.cluster_id === clusterId)?.size ?? 0;
  const [pageOf] = resultsApi.useLazyGetClusterMembersQuery();
  const members = () =>
    loadAllPages(async (page, maxCount) => {
      const answer = await pageOf({ process_id: processId, cluster_id: clusterId, page, max_count: maxCount }).unwrap();
      return { names: answer.nodes.map((m) => m.node_id), total: answer.total };
    }, LABEL_ACCOUNTS_MAX);
  return (
    <Drawer anchor="right" open onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } } } }}>
      <Box data-testid="moved-account" sx={{ p: 2, pb: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
            {t('series.moved_detail_title')}
          </Typography>
          <IconButton aria-label={t('series.close')} onClick={onClose} data-testid="moved-account-close">
            <CloseIcon />
          </IconButton>
        </Box>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={side}
          onChange={(_e, next: 'from' | 'to' | null) => next && setSide(next)}
          sx={{ flexWrap: 'wrap', mt: 1 }}
        >
          <ToggleButton value="from" data-testid="moved-account-from">
            {runLabel(flows.runs[step], step)}
          </ToggleButton>
          <ToggleButton value="to" data-testid="moved-account-to">
            {runLabel(flows.runs[step + 1], step + 1)}
          </ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ mt: 1 }}>
          <BulkLabelButton
            count={size}
            load={members}
            testId="moved-account-label-community"
            label={t('series.label_community', { name: community.name, n: size.toLocaleString() })}
          />
        </Box>
      </Box>
      <NodeDetailPanel
        key={`${processId}-${move.node_id}`}
        processId={processId}
        node={{
          id: move.node_id,
          node_id: move.node_id,
          label: move.label,
          color: community.color,
          cluster_id: clusterId,
        }}
        notDrawn={false}
        communityName={(id) => identityOf(run, id).name}
      />
    </Drawer>
  );
}
