import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RoleOrigin } from './role-origin';

interface Props {
  role: string;
  origin: RoleOrigin;
  required: boolean;
}

/** Where a role's column came from: its name (and which tool writes it), its values, or the user. */
export function RoleOriginNote({ role, origin, required }: Props) {
  const { t } = useTranslation();
  const testId = `role-origin-${role}`;
  if (origin.kind === 'name')
    return (
      <Typography variant="caption" color="text.secondary" data-testid={testId} data-origin="name">
        {origin.tool ? t('upload.suggested_by_name_tool', { tool: origin.tool }) : t('upload.suggested_by_name')}
      </Typography>
    );
  if (origin.kind === 'value')
    return (
      <Typography variant="caption" color="warning.main" data-testid={testId} data-origin="value">
        {t('upload.suggested_by_value')}
      </Typography>
    );
  if (origin.kind === 'missing')
    return (
      <Typography
        variant="caption"
        color={required ? 'error' : 'text.secondary'}
        data-testid={testId}
        data-origin="missing"
      >
        {required ? t('upload.role_missing') : t('upload.role_optional')}
      </Typography>
    );
  return <span data-testid={testId} data-origin="chosen" />;
}
