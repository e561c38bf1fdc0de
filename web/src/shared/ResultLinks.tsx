import HubIcon from '@mui/icons-material/Hub';
import PrintIcon from '@mui/icons-material/Print';
import TimelineIcon from '@mui/icons-material/Timeline';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';

interface Props {
  projectId: string;
  processId: string;
}

/**
 * The graph page's way to the relation views (with the graph's view in the URL) and the printable
 * run report, and a series started with this run (communities over time). Icons with their names on hover: labelled buttons wrapped the toolbar onto a second
 * row at 1366 px in English, which took the graph under 60% of the height.
 */
export function ResultLinks({ projectId, processId }: Props) {
  const { t } = useTranslation();
  // The graph's view goes along: the matrix follows its time window when the panels do.
  const { search } = useLocation();
  return (
    <>
      <Tooltip title={t('relations.open')}>
        <IconButton
          size="small"
          component={RouterLink}
          to={`/files/relations/${projectId}/${processId}${search}`}
          aria-label={t('relations.open')}
          data-testid="open-relations"
        >
          <HubIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('report.open')}>
        <IconButton
          size="small"
          component={RouterLink}
          to={`/files/report/${projectId}/${processId}`}
          aria-label={t('report.open')}
          data-testid="open-report"
        >
          <PrintIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {/* Communities over time: the series dialog on /files, this run picked. */}
      <Tooltip title={t('series.compare_other_upload')}>
        <IconButton
          size="small"
          component={RouterLink}
          to={`/files?series_project=${encodeURIComponent(projectId)}&series_run=${encodeURIComponent(processId)}`}
          aria-label={t('series.compare_other_upload')}
          data-testid="open-series"
        >
          <TimelineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  );
}
