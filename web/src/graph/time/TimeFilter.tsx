import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Box, IconButton, MenuItem, Slider, TextField, Tooltip } from '@mui/material';
import { useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { MaskedDateTimeInput } from '../../time/MaskedDateTimeInput';
import { formatMaskedDateTime, parseMaskedDateTime } from '../../time/masked-date-time';
import { formatTokyo } from '../../time/format-tokyo';
import { TIME_STEP_MS, type TimeWindowAction, type TimeWindowState } from './time-window';

interface Props {
  state: TimeWindowState;
  dispatch: Dispatch<TimeWindowAction>;
  /** Minutes the play button moves the window per tick. */
  speed: number;
  onSpeed: (minutesPerTick: number) => void;
}

const SPEEDS = [1, 5, 15, 60, 360];
/** Wide enough for "2016-11-22 10:00", narrow enough that the row stays one line in a 1366 px window. */
const DATE_FIELD_WIDTH = 184;

/**
 * Spec §2 bottom area: the time slider (1-minute steps, dragging only between drag start and end),
 * the start/end pair of masked inputs kept in step with it, play, and whether panels follow.
 */
export function TimeFilter({ state, dispatch, speed, onSpeed }: Props) {
  const { t } = useTranslation();
  const { min, max } = state;
  const start = state.window?.start ?? min ?? 0;
  const end = state.window?.end ?? max ?? 0;
  const shownFor = `${start}-${end}`;
  const [typed, setTyped] = useState({ for: '', start: '', end: '' });
  // The inputs show the window whenever it moves (slider, play, a link); typing keeps its text until then.
  if (min !== null && max !== null && typed.for !== shownFor)
    setTyped({ for: shownFor, start: formatMaskedDateTime(start), end: formatMaskedDateTime(end) });
  if (min === null || max === null) return null;

  const type = (which: 'start' | 'end', value: string) => {
    const next = { ...typed, [which]: value };
    setTyped(next);
    const s = parseMaskedDateTime(next.start);
    const e = parseMaskedDateTime(next.end);
    if (s !== null && e !== null) dispatch({ type: 'set', start: s, end: e });
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', pt: 1 }} data-testid="time-filter">
      <Box
        sx={{ flex: 1, minWidth: 200, px: 2 }}
        onPointerDownCapture={() => dispatch({ type: 'dragStart' })}
        onKeyDownCapture={() => dispatch({ type: 'dragStart' })}
      >
        <Slider
          value={[start, end]}
          min={min}
          max={max}
          step={TIME_STEP_MS}
          disableSwap
          onChange={(_e, value) => {
            const [s, e] = value as number[];
            dispatch({ type: 'drag', start: s, end: e });
          }}
          onChangeCommitted={() => dispatch({ type: 'dragEnd' })}
          valueLabelDisplay="auto"
          valueLabelFormat={(v) => formatTokyo(v)}
          getAriaLabel={(i) => (i === 0 ? t('graph.time_start') : t('graph.time_end'))}
          getAriaValueText={(v) => formatTokyo(v)}
          data-testid="time-slider"
        />
      </Box>
      <MaskedDateTimeInput
        label={t('graph.time_start')}
        value={typed.start}
        onChange={(v) => type('start', v)}
        testId="time-start"
        size="small"
        width={DATE_FIELD_WIDTH}
      />
      <MaskedDateTimeInput
        label={t('graph.time_end')}
        value={typed.end}
        onChange={(v) => type('end', v)}
        testId="time-end"
        size="small"
        width={DATE_FIELD_WIDTH}
      />
      <Tooltip title={state.playing ? t('graph.pause') : t('graph.play')}>
        <IconButton
          onClick={() => dispatch({ type: state.playing ? 'pause' : 'play' })}
          aria-label={state.playing ? t('graph.pause') : t('graph.play')}
          data-testid="time-play"
        >
          {state.playing ? <PauseIcon /> : <PlayArrowIcon />}
        </IconButton>
      </Tooltip>
      <TextField
        select
        size="small"
        label={t('graph.play_speed')}
        value={speed}
        onChange={(e) => onSpeed(Number(e.target.value))}
        sx={{ minWidth: 180 }}
      >
        {SPEEDS.map((m) => (
          <MenuItem key={m} value={m}>
            {t('graph.minutes_per_step', { n: m })}
          </MenuItem>
        ))}
      </TextField>
      <Tooltip title={t('graph.time_reset')}>
        <span>
          <IconButton
            onClick={() => dispatch({ type: 'reset' })}
            disabled={!state.window}
            aria-label={t('graph.time_reset')}
            data-testid="time-reset"
          >
            <RestartAltIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
