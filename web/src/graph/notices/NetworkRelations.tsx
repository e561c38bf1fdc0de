import type { InteractionKind } from '@kizuna/proto/rules';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RELATION_LABEL_KEYS } from '../../shared/relation-label-keys';

/** Which interactions built this project's network (chosen at registration). */
export function NetworkRelations({ relations }: { relations: readonly InteractionKind[] }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary" data-testid="network-relations">
      {t('relations.shown', {
        relations: relations.map((kind) => t(RELATION_LABEL_KEYS[kind])).join(t('relations.separator')),
      })}
    </Typography>
  );
}
