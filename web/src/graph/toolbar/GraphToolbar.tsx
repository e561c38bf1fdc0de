import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Box, IconButton, Menu, MenuItem, TextField, Tooltip, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Run } from '@kizuna/http-api';
import { DownloadMenu } from './DownloadMenu';
import { RunMenu } from './RunMenu';
import { ResultLinks } from '../../shared/ResultLinks';

interface Props {
  projectName: string;
  /** Which run this is (k = …): never shortened, unlike a long project name. */
  runLabel: string;
  projectId: string;
  processId: string;
  runs: Run[];
  /** Degrees offered by the minimum-degree filter (0 = everyone). */
  degrees: number[];
  minDegree: number;
  /** The re-run with another k (RerunControl). */
  rerun: ReactNode;
  onMinDegree: (degree: number) => void;
  onZoom: (direction: 1 | -1) => void;
  onSnapshot: (format: 'png' | 'svg') => void;
}

export function GraphToolbar(props: Props) {
  const { t } = useTranslation();
  const [snapshotMenu, setSnapshotMenu] = useState<HTMLElement | null>(null);
  const snapshot = (format: 'png' | 'svg') => {
    setSnapshotMenu(null);
    props.onSnapshot(format);
  };
  return (
    // One line at 1366 px whatever the project's name: the name gives way (ellipsis, whole on hover).
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'nowrap', '& > :not(h1)': { flexShrink: 0 } }}
      data-testid="graph-toolbar"
    >
      <Typography
        variant="h6"
        component="h1"
        sx={{ mr: 1, display: 'flex', minWidth: 0, whiteSpace: 'nowrap' }}
        data-testid="graph-title"
      >
        <Tooltip title={props.projectName} describeChild>
          <Box
            component="span"
            sx={{ overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 }}
            data-testid="graph-title-name"
          >
            {props.projectName}
          </Box>
        </Tooltip>
        {props.runLabel && (
          <Box component="span" sx={{ flexShrink: 0, whiteSpace: 'pre' }}>
            {` — ${props.runLabel}`}
          </Box>
        )}
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
        <IconButton
          onClick={(e) => setSnapshotMenu(e.currentTarget)}
          aria-label={t('graph.snapshot')}
          data-testid="snapshot"
        >
          <PhotoCameraIcon />
        </IconButton>
      </Tooltip>
      <Menu open={snapshotMenu !== null} anchorEl={snapshotMenu} onClose={() => setSnapshotMenu(null)}>
        <MenuItem onClick={() => snapshot('png')} data-testid="snapshot-png">
          PNG
        </MenuItem>
        <MenuItem onClick={() => snapshot('svg')} data-testid="snapshot-svg">
          SVG
        </MenuItem>
      </Menu>
      <RunMenu projectId={props.projectId} processId={props.processId} runs={props.runs} />
      <DownloadMenu processId={props.processId} clusterId={0} testId="all-download" />
      <ResultLinks projectId={props.projectId} processId={props.processId} />
      {props.rerun}
      <TextField
        select
        size="small"
        label={t('graph.min_degree')}
        value={props.minDegree}
        onChange={(e) => props.onMinDegree(Number(e.target.value))}
        sx={{ width: 100 }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'min-degree' } as object } }}
      >
        {props.degrees.map((d) => (
          <MenuItem key={d} value={d}>
            {d}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
