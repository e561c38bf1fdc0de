import DownloadIcon from '@mui/icons-material/Download';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resultsApi } from '../../api/results-api';
import { saveFile } from '../../download/save-file';

interface Props {
  processId: string;
  /** 0: every community (also offers the GEXF export). */
  clusterId: number;
  testId: string;
}

/** Spec §7 download_cluster_details 1–3 for one community or all, and the run as GEXF. */
export function DownloadMenu({ processId, clusterId, testId }: Props) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [details, detailsState] = resultsApi.useDownloadClusterDetailsMutation();
  const [gexf, gexfState] = resultsApi.useDownloadGexfMutation();
  const busy = detailsState.isLoading || gexfState.isLoading;
  const get = async (type: 1 | 2 | 3 | 'gexf') => {
    setAnchor(null);
    const answer =
      type === 'gexf'
        ? await gexf({ process_id: processId })
        : await details({ process_id: processId, cluster_id: clusterId, download_type: type });
    if (answer.data) saveFile(answer.data);
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={busy}
        data-testid={testId}
      >
        {clusterId === 0 ? t('graph.download_all') : t('graph.download')}
      </Button>
      <Menu open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void get(1)} data-testid={`${testId}-users`}>
          {t('graph.download_users')}
        </MenuItem>
        <MenuItem onClick={() => void get(2)} data-testid={`${testId}-keywords`}>
          {t('graph.download_keywords')}
        </MenuItem>
        <MenuItem onClick={() => void get(3)} data-testid={`${testId}-tweets`}>
          {t('graph.download_tweets')}
        </MenuItem>
        {clusterId === 0 && (
          <MenuItem onClick={() => void get('gexf')} data-testid={`${testId}-gexf`}>
            {t('graph.download_gexf')}
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
