import ClearIcon from '@mui/icons-material/Clear';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { Autocomplete, Box, IconButton, TextField, Tooltip } from '@mui/material';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NodeHit } from '@kizuna/http-api';
import { resultsApi } from '../../api/results-api';

interface Props {
  processId: string;
  onLocate: (hit: NodeHit) => void;
  onReset: () => void;
}

/**
 * Spec §2 node locator: autocomplete by user label over every user of the run (asked of the
 * server as one types), a locate button and a clear button; Escape resets it.
 */
export const NodeLocator = memo(function NodeLocator({ processId, onLocate, onReset }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<NodeHit | null>(null);
  // Ask once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 200);
    return () => clearTimeout(timer);
  }, [text]);
  const { data: hits = [], isFetching } = resultsApi.useSearchNodesQuery(
    { process_id: processId, query, limit: 20 },
    { skip: query === '' },
  );
  const reset = () => {
    setText('');
    setQuery('');
    setChosen(null);
    onReset();
  };
  const locate = (hit: NodeHit | null) => {
    if (hit) onLocate(hit);
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }} data-testid="node-locator">
      <Autocomplete
        size="small"
        sx={{ width: 260 }}
        options={query === '' ? [] : hits}
        loading={isFetching}
        filterOptions={(x) => x}
        value={chosen}
        inputValue={text}
        onInputChange={(_e, value, reason) => {
          if (reason !== 'reset') setText(value);
        }}
        onChange={(_e, hit) => {
          setChosen(hit);
          if (hit) {
            setText(hit.label);
            locate(hit);
          }
        }}
        getOptionLabel={(h) => h.label}
        clearText={t('common.clear')}
        openText={t('common.open_list')}
        closeText={t('common.close_list')}
        isOptionEqualToValue={(a, b) => a.node_id === b.node_id}
        noOptionsText={query === '' ? t('graph.locator_type') : t('graph.locator_none')}
        renderOption={({ key, ...props }, h) => (
          <Box component="li" key={key} {...props} data-testid={`locator-option-${h.node_id}`}>
            {h.label}
            {!h.drawn && (
              <Box component="span" sx={{ ml: 1, color: 'text.secondary', fontSize: 12 }}>
                {t('graph.not_drawn')}
              </Box>
            )}
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('graph.locator')}
            onKeyDown={(e) => {
              if (e.key === 'Escape') reset();
            }}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'locator-input' },
            }}
          />
        )}
      />
      <Tooltip title={t('graph.locate')}>
        <span>
          <IconButton
            onClick={() => locate(chosen ?? hits[0] ?? null)}
            disabled={!chosen && hits.length === 0}
            aria-label={t('graph.locate')}
            data-testid="locator-locate"
          >
            <MyLocationIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('graph.locator_clear')}>
        <IconButton onClick={reset} aria-label={t('graph.locator_clear')} data-testid="locator-clear">
          <ClearIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
});
