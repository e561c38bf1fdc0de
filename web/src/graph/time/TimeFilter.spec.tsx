import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useReducer, useState } from 'react';
import { renderScreen } from '../../../test/render-screen';
import { initialTimeWindow, timeWindowReducer } from './time-window';
import { TimeFilter } from './TimeFilter';
import { PLAY_TICK_MS, usePlayback } from './use-playback';

// The filter with the graph page's real time-window reducer and playback; nothing is faked.
const MIN = Date.UTC(2026, 4, 1, 0, 0); // 09:00 in Tokyo
const MAX = Date.UTC(2026, 4, 1, 10, 0); // 19:00 in Tokyo
const MINUTE = 60_000;

function Harness() {
  const [time, dispatch] = useReducer(timeWindowReducer, initialTimeWindow);
  const [speed, setSpeed] = useState(15);
  useEffect(() => dispatch({ type: 'range', min: MIN, max: MAX }), []);
  usePlayback(time.playing, speed, dispatch);
  const shown = time.window ? `${(time.window.start - MIN) / MINUTE}-${(time.window.end - MIN) / MINUTE}` : 'all';
  return (
    <>
      <TimeFilter state={time} dispatch={dispatch} speed={speed} onSpeed={setSpeed} />
      {/* The window in minutes from the first post, as the graph and panels receive it. */}
      <output data-testid="window">{shown}</output>
    </>
  );
}
const windowShown = () => screen.getByTestId('window').textContent;

describe('TimeFilter', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows the run in Tokyo time, narrows to typed times and goes back to the whole range', async () => {
    await renderScreen(<Harness />);
    const start = screen.getByRole('textbox', { name: '開始' });
    const end = screen.getByRole('textbox', { name: '終了' });
    expect(start).toHaveValue('2026-05-01 09:00');
    expect(end).toHaveValue('2026-05-01 19:00');
    expect(screen.getByRole('button', { name: '全期間' })).toBeDisabled();

    await userEvent.clear(start);
    expect(windowShown()).toBe('all');
    await userEvent.type(start, '202605011030');
    await userEvent.clear(end);
    await userEvent.type(end, '202605011200');
    expect(windowShown()).toBe('90-180');
    const [from] = screen.getAllByRole('slider');
    expect(from).toHaveAttribute('aria-valuetext', '2026/05/01 10:30:00');

    await userEvent.click(screen.getByRole('button', { name: '全期間' }));
    expect(windowShown()).toBe('all');
    expect(start).toHaveValue('2026-05-01 09:00');
    expect(end).toHaveValue('2026-05-01 19:00');
  });

  it('moves the start by a minute with the arrow keys (a drag from key down to key up)', async () => {
    await renderScreen(<Harness />);
    const [from] = screen.getAllByRole('slider');
    act(() => from.focus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(windowShown()).toBe(`2-${(MAX - MIN) / MINUTE}`));
    expect(screen.getByRole('textbox', { name: '開始' })).toHaveValue('2026-05-01 09:02');
  });

  it('plays a tenth of the run forward at the chosen speed, and pause stops it (English)', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderScreen(<Harness />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(windowShown()).toBe('0-60');
    act(() => jest.advanceTimersByTime(PLAY_TICK_MS));
    expect(windowShown()).toBe('15-75');
    expect(screen.getByRole('textbox', { name: 'Start' })).toHaveValue('2026-05-01 09:15');

    await user.click(screen.getByRole('combobox', { name: 'Speed' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '60 min / step' }));
    act(() => jest.advanceTimersByTime(PLAY_TICK_MS));
    expect(windowShown()).toBe('75-135');

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => jest.advanceTimersByTime(PLAY_TICK_MS * 3));
    expect(windowShown()).toBe('75-135');
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });
});
