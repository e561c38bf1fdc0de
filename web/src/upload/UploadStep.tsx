import EditIcon from '@mui/icons-material/Edit';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, IconButton, Typography } from '@mui/material';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadProgressBar } from './UploadProgressBar';

interface Props {
  projectName: string;
  uploading: boolean;
  /** Bytes sent so far while uploading. */
  progress: { sent: number; total: number } | null;
  onEditName: () => void;
  onFile: (file: File) => void;
}

/** Step 1: name the project and choose the CSV. */
export function UploadStep({ projectName, uploading, progress, onEditName, onFile }: Props) {
  const { t } = useTranslation();
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // Cleared so that choosing the same file again fires another change.
    e.target.value = '';
    if (file) onFile(file);
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 3, py: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" data-testid="project-name">
          {t('upload.project_name')}: {projectName || t('upload.no_name')}
        </Typography>
        <IconButton onClick={onEditName} aria-label={t('upload.edit_name')} data-testid="project-name-edit">
          <EditIcon />
        </IconButton>
      </Box>
      <Button
        variant="contained"
        size="large"
        component="label"
        startIcon={<UploadFileIcon />}
        loading={uploading}
        loadingPosition="start"
      >
        {uploading ? t('upload.uploading') : t('upload.choose_file')}
        <input
          hidden
          type="file"
          accept=".csv,text/csv,application/csv"
          onChange={choose}
          data-testid="upload-file-input"
        />
      </Button>
      {uploading && progress && <UploadProgressBar sent={progress.sent} total={progress.total} />}
      <Typography variant="body2" color="text.secondary">
        {t('upload.file_hint')}
      </Typography>
    </Box>
  );
}
