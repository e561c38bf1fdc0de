import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Props {
  value: string;
  onChange: (value: string) => void;
  testId: string;
  disabled?: boolean;
}

/** The search box above a table. */
export function SearchField({ value, onChange, testId, disabled = false }: Props) {
  const { t } = useTranslation();
  return (
    <TextField
      size="small"
      placeholder={t('common.search')}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
        htmlInput: { 'data-testid': testId, 'aria-label': t('common.search') },
      }}
    />
  );
}
