import { INTERACTION_KINDS, type InteractionKind } from '@kizuna/proto/rules';
import { Checkbox, FormControlLabel, FormGroup, FormLabel } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RELATION_LABEL_KEYS } from '../shared/relation-label-keys';

interface Props {
  chosen: readonly InteractionKind[];
  onToggle: (kind: InteractionKind) => void;
}

/** Which interactions build the network (design §5): retweets by default, any combination. */
export function RelationsChoice({ chosen, onToggle }: Props) {
  const { t } = useTranslation();
  return (
    <FormGroup row sx={{ alignItems: 'center', gap: 1 }} data-testid="relations-choice">
      <FormLabel sx={{ mr: 2 }}>{t('upload.relations')}</FormLabel>
      {INTERACTION_KINDS.map((kind) => (
        <FormControlLabel
          key={kind}
          label={t(RELATION_LABEL_KEYS[kind])}
          control={
            <Checkbox
              checked={chosen.includes(kind)}
              onChange={() => onToggle(kind)}
              slotProps={{ input: { 'data-testid': `relation-${kind}` } as object }}
            />
          }
        />
      ))}
    </FormGroup>
  );
}
