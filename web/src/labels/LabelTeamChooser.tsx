import { Autocomplete, Box, Button, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../app/useAppDispatch';
import { labelTeamName } from './label-team-name';
import { labelTeamSlice } from './label-team-slice';

interface Props {
  /** The team shown now. */
  team: string;
  /** The teams that have labels (list_labels' teams). */
  teams: readonly string[];
  /** Whether the admin has chosen a team (else it is their own). */
  chosen: boolean;
}

/**
 * An admin's choice of the team whose labels the SPA shows and changes (issue 48): one of the
 * teams that have labels, or a company code typed (and Enter) for a team that has none yet; and
 * back to their own team. The choice holds for every labels call of the browser session.
 */
export function LabelTeamChooser({ team, teams, chosen }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const noTeam = t('account_labels.no_team');
  const options = useMemo(
    () => [...new Set([...teams, team])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    [teams, team],
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, my: 1 }}>
      <Autocomplete
        freeSolo
        // Emptying the field to type a code is no choice yet; a code half typed and left is dropped.
        disableClearable
        clearOnBlur
        size="small"
        sx={{ flex: 1 }}
        options={options}
        value={team}
        getOptionLabel={(code) => labelTeamName(code, noTeam)}
        // Typed, the "no company code" name is that team too.
        onChange={(_e, value) => dispatch(labelTeamSlice.actions.teamChosen(value === noTeam ? '' : value))}
        renderOption={({ key, ...props }, code) => (
          <li key={key} {...props} data-testid="label-team-option" data-team={code}>
            {labelTeamName(code, noTeam)}
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('account_labels.team_chooser')}
            helperText={t('account_labels.team_chooser_help')}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'label-team-input' },
            }}
          />
        )}
      />
      {chosen && (
        <Button
          size="small"
          sx={{ mt: 0.5 }}
          onClick={() => dispatch(labelTeamSlice.actions.teamChosen(null))}
          data-testid="label-team-own"
        >
          {t('account_labels.team_own')}
        </Button>
      )}
    </Box>
  );
}
