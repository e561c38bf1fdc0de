import HubIcon from '@mui/icons-material/Hub';
import PrintIcon from '@mui/icons-material/Print';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';

interface Props {
  projectId: string;
  processId: string;
}

/** The graph page's way to the relation views (with the graph's view in the URL) and the printable run report. */
export function ResultLinks({ projectId, processId }: Props) {
  const { t } = useTranslation();
  // The graph's view goes along: the matrix follows its time window when the panels do.
  const { search } = useLocation();
  return (
    <>
      <Button
        size="small"
        startIcon={<HubIcon />}
        component={RouterLink}
        to={`/files/relations/${projectId}/${processId}${search}`}
        data-testid="open-relations"
      >
        {t('relations.open')}
      </Button>
      <Button
        size="small"
        startIcon={<PrintIcon />}
        component={RouterLink}
        to={`/files/report/${projectId}/${processId}`}
        data-testid="open-report"
      >
        {t('report.open')}
      </Button>
    </>
  );
}
