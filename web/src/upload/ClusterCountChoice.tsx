import { CLUSTER_COUNT_CHOICES } from '@kizuna/proto/rules';
import { Checkbox, FormControlLabel, FormGroup, FormLabel } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Spec §9: the community counts offered in the upload flow. */

interface Props {
  chosen: readonly number[];
  onToggle: (k: number) => void;
}

export function ClusterCountChoice({ chosen, onToggle }: Props) {
  const { t } = useTranslation();
  return (
    <FormGroup row sx={{ alignItems: 'center', gap: 1 }}>
      <FormLabel sx={{ mr: 2 }}>{t('upload.cluster_counts')}</FormLabel>
      {CLUSTER_COUNT_CHOICES.map((k) => (
        <FormControlLabel
          key={k}
          label={t('upload.k_option', { k })}
          control={
            <Checkbox
              checked={chosen.includes(k)}
              onChange={() => onToggle(k)}
              slotProps={{ input: { 'data-testid': `k-${k}` } as object }}
            />
          }
        />
      ))}
    </FormGroup>
  );
}
