import { Box, NativeSelect, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { UploadResult } from '@kizuna/http-api';
import { REQUIRED_ROLES, UNIQUE_ROLES, type ColumnRole } from './column-mapping';
import { roleOrigin, sampleValue } from './role-origin';
import { RoleOriginNote } from './RoleOriginNote';

interface Props {
  upload: UploadResult;
  roles: ColumnRole[];
  onRole: (column: number, role: ColumnRole) => void;
}

const LABEL_KEYS = {
  time: 'roles.time',
  author: 'roles.author',
  contents: 'roles.contents',
  followers: 'roles.followers',
} as const;

/**
 * The roles the analysis needs, one line each above the table: the column chosen for it (the
 * suggestion at first), a value of that column, and where the choice came from. A file of many
 * columns needs no search along the table for them.
 */
export function RequiredRoles({ upload, roles, onRole }: Props) {
  const { t } = useTranslation();
  const choose = (role: ColumnRole, value: string) => {
    const held = roles.indexOf(role);
    if (value === '') {
      if (held >= 0) onRole(held, '');
    } else onRole(Number(value), role);
  };
  return (
    <Box
      data-testid="required-roles"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(160px, max-content) 1fr',
        gap: 1,
        alignItems: 'center',
      }}
    >
      {UNIQUE_ROLES.map((role) => {
        const column = roles.indexOf(role);
        const required = (REQUIRED_ROLES as readonly string[]).includes(role);
        const sample = sampleValue(upload, column);
        return (
          <Box key={role} sx={{ display: 'contents' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t(LABEL_KEYS[role])}
              {required ? ' *' : ''}
            </Typography>
            <NativeSelect
              value={column < 0 ? '' : String(column)}
              onChange={(e) => choose(role, e.target.value)}
              inputProps={
                {
                  'aria-label': t('upload.column_for', { role: t(LABEL_KEYS[role]) }),
                  'data-testid': `role-column-${role}`,
                } as object
              }
            >
              <option value="">{t('upload.no_column')}</option>
              {upload.headers.map((header, i) => (
                <option key={i} value={String(i)}>
                  {header}
                </option>
              ))}
            </NativeSelect>
            <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column' }}>
              <Typography
                variant="body2"
                data-testid={`role-sample-${role}`}
                title={sample}
                sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {sample ? t('upload.sample_value', { value: sample }) : ''}
              </Typography>
              <RoleOriginNote role={role} origin={roleOrigin(upload, roles, role)} required={required} />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
