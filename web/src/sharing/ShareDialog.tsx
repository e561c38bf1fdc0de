import {
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHARE_PREFIX_MIN, SHARE_ROLES, type ShareRole } from '@kizuna/proto/rules';
import { projectsApi } from '../api/projects-api';
import { sharingApi } from '../api/sharing-api';
import { useDebouncedValue } from '../table/useDebouncedValue';
import { useToast } from '../toasts/useToast';
import { ROLE_KEYS } from './sharing-keys';

/** Waits this long after typing before asking for addresses. */
const AUTOCOMPLETE_SETTLE_MS = 250;

interface Props {
  projectId: string;
  projectName: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The Share dialog (issue 30): an approved colleague's address with a role, the current shares
 * with their removal, and the whole-company switch. Only the owner and admins open it.
 */
export function ShareDialog({ projectId, projectName, open, onClose }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<ShareRole>('viewer');
  const prefix = useDebouncedValue(email.trim(), AUTOCOMPLETE_SETTLE_MS);
  const { data: project } = projectsApi.useGetProjectQuery({ project_id: projectId }, { skip: !open });
  const { data: candidates } = sharingApi.useShareCandidatesQuery(
    { prefix },
    { skip: !open || prefix.length < SHARE_PREFIX_MIN },
  );
  const [share, sharing] = sharingApi.useShareProjectMutation();
  const [unshare] = sharingApi.useUnshareProjectMutation();
  const [shareCompany, switching] = sharingApi.useShareCompanyMutation();
  const shares = project?.shares ?? [];

  const add = async () => {
    const answer = await share({ project_id: projectId, email: email.trim(), role });
    if (answer.data) {
      toast('success', t('sharing.shared', { email: email.trim() }));
      setEmail('');
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="share-dialog">
      <DialogTitle>{t('sharing.title', { name: projectName })}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
          <Autocomplete
            freeSolo
            sx={{ flex: 1 }}
            options={candidates?.emails ?? []}
            inputValue={email}
            onInputChange={(_e, value) => setEmail(value)}
            filterOptions={(options) => options}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('sharing.email')}
                size="small"
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, maxLength: 254, 'data-testid': 'share-email' },
                }}
              />
            )}
          />
          <TextField
            select
            size="small"
            label={t('sharing.role')}
            value={role}
            onChange={(e) => setRole(e.target.value as ShareRole)}
            slotProps={{ htmlInput: { 'data-testid': 'share-role' } }}
          >
            {SHARE_ROLES.map((r) => (
              <MenuItem key={r} value={r} data-testid={`share-role-${r}`}>
                {t(ROLE_KEYS[r])}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            disabled={email.trim() === ''}
            loading={sharing.isLoading}
            onClick={() => void add()}
            data-testid="share-add"
          >
            {t('sharing.add')}
          </Button>
        </Box>
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {t('sharing.current')}
        </Typography>
        {shares.length === 0 ? (
          <Typography variant="body2" color="text.secondary" data-testid="share-none">
            {t('sharing.none')}
          </Typography>
        ) : (
          <List dense>
            {shares.map((s) => (
              <ListItem
                key={s.user_id}
                data-testid={`share-${s.email}`}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('sharing.remove', { email: s.email })}
                    onClick={() => void unshare({ project_id: projectId, email: s.email })}
                    data-testid={`share-remove-${s.email}`}
                  >
                    ×
                  </IconButton>
                }
              >
                <ListItemText primary={s.email} secondary={t(ROLE_KEYS[s.role])} />
              </ListItem>
            ))}
          </List>
        )}
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Switch
              checked={project?.project.company_shared ?? false}
              disabled={!project || switching.isLoading}
              onChange={(e) => void shareCompany({ project_id: projectId, on: e.target.checked })}
              slotProps={{ input: { 'data-testid': 'share-company' } as object }}
            />
          }
          label={project?.company_code ? t('sharing.company_on', { code: project.company_code }) : t('sharing.company')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="share-close">
          {t('sharing.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
