import SettingsIcon from '@mui/icons-material/Settings';
import { IconButton, ListSubheader, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Run } from '@kizuna/http-api';
import { statusName } from '../../shared/project-status';

interface Props {
  projectId: string;
  processId: string;
  runs: Run[];
}

/** Spec §2 settings menu: the project's other runs; choosing one opens its graph. */
export function RunMenu({ projectId, processId, runs }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={t('graph.settings')}>
        <IconButton
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={t('graph.settings')}
          data-testid="graph-settings"
        >
          <SettingsIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <ListSubheader>{t('graph.runs')}</ListSubheader>
        {runs.map((run) => (
          <MenuItem
            key={run.process_id}
            selected={run.process_id === processId}
            disabled={statusName(run.status) !== 'done'}
            data-testid={`run-${run.total_cluster}`}
            onClick={() => {
              setAnchor(null);
              if (run.process_id !== processId) void navigate(`/files/graph/${projectId}/${run.process_id}`);
            }}
          >
            {t('graph.run_label', { k: run.total_cluster })}
            {statusName(run.status) !== 'done' && ` (${t(`status.${statusName(run.status)}`)})`}
            {run.skipped_posts > 0 && t('graph.run_skipped', { count: run.skipped_posts })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
