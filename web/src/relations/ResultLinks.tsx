import HubIcon from '@mui/icons-material/Hub';
import PrintIcon from '@mui/icons-material/Print';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

interface Props {
  projectId: string;
  processId: string;
}

/** The graph page's way to the relation views and the printable run report. */
export function ResultLinks({ projectId, processId }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        size="small"
        startIcon={<HubIcon />}
        component={RouterLink}
        to={`/files/relations/${projectId}/${processId}`}
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
