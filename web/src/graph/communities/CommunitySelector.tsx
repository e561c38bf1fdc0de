import { Autocomplete, Box, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { GraphNode } from '@kizuna/http-api';

interface Props {
  communities: GraphNode[];
  selected: number | null;
  onChange: (clusterId: number | null) => void;
}

/** Spec §2 community selector: a combobox of the run's communities. */
export function CommunitySelector({ communities, selected, onChange }: Props) {
  const { t } = useTranslation();
  const value = communities.find((c) => c.cluster_id === selected) ?? null;
  return (
    <Autocomplete
      size="small"
      sx={{ width: 280 }}
      options={communities}
      value={value}
      onChange={(_e, option) => onChange(option ? option.cluster_id : null)}
      getOptionLabel={(c) => c.label}
      clearText={t('common.clear')}
      openText={t('common.open_list')}
      closeText={t('common.close_list')}
      isOptionEqualToValue={(a, b) => a.cluster_id === b.cluster_id}
      renderOption={({ key, ...props }, c) => (
        <Box component="li" key={key} {...props} data-testid={`community-option-${c.cluster_id}`}>
          <Box
            component="span"
            sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: c.color, mr: 1, flexShrink: 0 }}
          />
          {c.label}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('graph.community')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'community-select' },
          }}
        />
      )}
    />
  );
}
