import { useState } from 'react';
import { IconButton, Popover, Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { useTranslation } from 'react-i18next';
import type { Project } from '@kizuna/http-api';
import { STAGES, stageTimeRows, type Stage } from './stage-time-rows';

const LABEL: Record<Stage, string> = {
  validate: 'files.stage_validate',
  tokenize: 'files.stage_tokenize',
  network: 'files.stage_network',
  communities: 'files.stage_communities',
  keywords: 'files.stage_keywords',
  layout: 'files.stage_layout',
  write: 'files.stage_write',
};

/** For admins: where each done run's time went (the project's validating and tokenizing, each run's stages). */
export function StageTimesButton({ project }: { project: Project }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const rows = stageTimeRows(project);
  if (rows.length === 0) return null;
  return (
    <>
      <Tooltip title={t('files.stage_times')}>
        <IconButton
          size="small"
          aria-label={t('files.stage_times')}
          onClick={(e) => setAnchor(e.currentTarget)}
          data-testid={`stage-times-${project.project_id}`}
        >
          <TimerOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Popover open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        <Table size="small" data-testid={`stage-times-table-${project.project_id}`}>
          <TableHead>
            <TableRow>
              <TableCell>k</TableCell>
              {STAGES.map((s) => (
                <TableCell key={s} align="right">
                  {t(LABEL[s])}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.k}>
                <TableCell>{row.k}</TableCell>
                {STAGES.map((s) => (
                  <TableCell key={s} align="right">
                    {t('files.seconds', { value: row.seconds[s] })}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <div style={{ fontSize: 12, padding: '4px 16px 8px', color: '#666' }}>{t('files.stage_times_note')}</div>
      </Popover>
    </>
  );
}
