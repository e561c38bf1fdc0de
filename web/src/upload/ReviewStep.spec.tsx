import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { RegisterResult } from '@kizuna/http-api';
import { renderScreen } from '../../test/render-screen';
import { POSTS_PER_SECOND } from './estimate-duration';
import { ReviewStep } from './ReviewStep';

const registered = (rowsValid: number): RegisterResult => ({
  ProcessResult: [],
  rows_all: rowsValid,
  rows_valid: rowsValid,
  error_rows: [],
  error_columns: [],
  network_users: 100,
  project_id: 'p-1',
});

const review = (rowsValid: number, language: 'ja' | 'en') =>
  renderScreen(
    <ReviewStep
      registered={registered(rowsValid)}
      starting={false}
      started={false}
      canStart
      tooManyKs={[]}
      onPrevious={() => undefined}
      onStart={() => undefined}
    />,
    { language },
  );

describe('the review step’s estimated time', () => {
  it('says a small file takes under a minute, never "0 hours 0 minutes" (ja)', async () => {
    await review(200, 'ja');
    expect(screen.getByTestId('estimated-time')).toHaveTextContent(/^1分未満$/);
  });

  it('says hours and minutes for a large one (en)', async () => {
    await review(POSTS_PER_SECOND * 60 * 122, 'en');
    expect(screen.getByTestId('estimated-time')).toHaveTextContent(/^2 hours 2 minutes$/);
  });

  it('says under a minute in English too', async () => {
    await review(10, 'en');
    expect(screen.getByTestId('estimated-time')).toHaveTextContent(/^Under a minute$/);
  });
});
