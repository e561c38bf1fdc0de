import HomeIcon from '@mui/icons-material/Home';
import { Box, IconButton, Step, StepLabel, Stepper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

const STEP_KEYS = ['upload.step_upload', 'upload.step_columns', 'upload.step_review'] as const;

export function UploadStepper({ active }: { active: number }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
      <IconButton component={RouterLink} to="/" aria-label={t('common.home')} data-testid="upload-home">
        <HomeIcon />
      </IconButton>
      <Stepper activeStep={active} sx={{ flex: 1 }}>
        {STEP_KEYS.map((key, i) => (
          <Step key={key} data-testid={`upload-step-${i + 1}`}>
            <StepLabel>{t(key)}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
