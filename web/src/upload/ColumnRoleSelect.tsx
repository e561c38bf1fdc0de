import { NativeSelect } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ColumnRole } from './column-mapping';
import { ROLE_LABEL_KEYS } from './role-label-keys';

interface Props {
  column: number;
  header: string;
  role: ColumnRole;
  onChange: (column: number, role: ColumnRole) => void;
}

export function ColumnRoleSelect({ column, header, role, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      value={role}
      onChange={(e) => onChange(column, e.target.value as ColumnRole)}
      inputProps={
        { 'aria-label': t('upload.role_of', { column: header }), 'data-testid': `role-select-${column}` } as object
      }
      sx={{ minWidth: 120 }}
    >
      {ROLE_LABEL_KEYS.map(([value, key]) => (
        <option key={value} value={value}>
          {t(key)}
        </option>
      ))}
    </NativeSelect>
  );
}
