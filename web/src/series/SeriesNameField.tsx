import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PROJECT_NAME_MAX, projectNameProblem } from '@kizuna/proto/rules';
import { nameProblemKey } from './name-problem-key';

interface Props {
  value: string;
  onChange: (name: string) => void;
  /** Whether the user has tried to save: the rule's message shows only then. */
  touched: boolean;
  testId: string;
}

/** A series' name, under the project name rule (required, 100 characters), for making and renaming alike. */
export function SeriesNameField({ value, onChange, touched, testId }: Props) {
  const { t } = useTranslation();
  const problem = projectNameProblem(value);
  return (
    <TextField
      fullWidth
      required
      margin="dense"
      label={t('series.name')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={touched && Boolean(problem)}
      helperText={touched && problem ? t(nameProblemKey(problem), { max: PROJECT_NAME_MAX }) : ' '}
      slotProps={{ htmlInput: { 'data-testid': testId, maxLength: 200 } }}
    />
  );
}
