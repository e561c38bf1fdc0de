import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { GraphNode, Run } from '@kizuna/http-api';
import { CommunitySelector } from './CommunitySelector';
import { RunMenu } from './RunMenu';

interface Props {
  title: string;
  projectId: string;
  processId: string;
  runs: Run[];
  communities: GraphNode[];
  selectedCommunity: number | null;
  onZoom: (direction: 1 | -1) => void;
  onSnapshot: () => void;
  onCommunity: (clusterId: number | null) => void;
}

export function GraphToolbar(props: Props) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="h6" component="h1" sx={{ mr: 2 }} data-testid="graph-title">
        {props.title}
      </Typography>
      <Tooltip title={t('graph.zoom_in')}>
        <IconButton onClick={() => props.onZoom(1)} aria-label={t('graph.zoom_in')} data-testid="zoom-in">
          <ZoomInIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('graph.zoom_out')}>
        <IconButton onClick={() => props.onZoom(-1)} aria-label={t('graph.zoom_out')} data-testid="zoom-out">
          <ZoomOutIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('graph.snapshot')}>
        <IconButton onClick={props.onSnapshot} aria-label={t('graph.snapshot')} data-testid="snapshot">
          <PhotoCameraIcon />
        </IconButton>
      </Tooltip>
      <RunMenu projectId={props.projectId} processId={props.processId} runs={props.runs} />
      <Box sx={{ flex: 1 }} />
      <CommunitySelector
        communities={props.communities}
        selected={props.selectedCommunity}
        onChange={props.onCommunity}
      />
    </Box>
  );
}
