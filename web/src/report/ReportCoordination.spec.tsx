import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { appNavigation } from '../app/app-navigation';
import { coordinationAnswer } from '../../test/coordination-answer';
import { fakeApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { ReportCoordination } from './ReportCoordination';

// Only fetch is faked: the section, its API call and RTK Query are real.
const ROUTE = 'POST /api/v1/analyze/cluster/get_coordination';
const names = (id: number) => ['', 'ラーメン好き', 'Baseball fans'][id] ?? String(id);

describe('the run report’s coordinated accounts', () => {
  it('counts one group’s accounts and lists its members, items, share and communities, with the caveat (ja)', async () => {
    const { calls } = fakeApi({ [ROUTE]: { body: { data: coordinationAnswer(1) } } });
    await renderScreen(<ReportCoordination processId="r-2" communityName={names} />);
    const section = screen.getByTestId('report-coordination');
    await waitFor(() => expect(section).toHaveAttribute('data-loaded', 'true'));
    expect(screen.getByTestId('report-coordination-summary')).toHaveTextContent(
      '協調グループ 1、アカウント 3、ほぼ同じ文面の組 0。',
    );
    const row = screen.getByTestId('report-coordination-group-1');
    expect(row).toHaveTextContent('bot_b (4), bot_c (4), bot_a (3)');
    expect(row).toHaveTextContent('92%');
    // Communities listed with "、": a name may hold "・" (issue 58).
    expect(row).toHaveTextContent('ラーメン好き、Baseball fans');
    expect(section).toHaveTextContent('30 秒以内にリツイート');
    expect(section).toHaveTextContent('類似度 80% 以上');
    expect(screen.getByTestId('report-coordination-caveat')).toHaveTextContent('自動化の証拠ではなく');
    expect(screen.queryByTestId('report-coordination-none')).toBeNull();
    // The defaults: no settings sent, so the answer stored with the posts.
    expect(calls.map((c) => c.body)).toEqual([{ process_id: 'r-2' }]);
  });

  it('says when no group was found at these settings, still with the caveat (en)', async () => {
    fakeApi({ [ROUTE]: { body: { data: coordinationAnswer(0) } } });
    await renderScreen(<ReportCoordination processId="r-2" communityName={names} />, { language: 'en' });
    expect(await screen.findByTestId('report-coordination-none')).toHaveTextContent(
      'No coordinated groups found at these settings.',
    );
    expect(screen.getByTestId('report-coordination')).toHaveTextContent('120 retweets and posts compared');
    expect(screen.queryByTestId('report-coordination-summary')).toBeNull();
    expect(screen.getByTestId('report-coordination-caveat')).toHaveTextContent('evidence, not proof of automation');
  });

  it('says why when the answer is missing (a project prepared before coordination), and counts as loaded', async () => {
    fakeApi({
      [ROUTE]: { status: 404, body: { statusCode: 404, code: 'errors.not_found', message: 'No answer', params: {} } },
    });
    const moves: string[] = [];
    appNavigation.register((to) => moves.push(to));
    await renderScreen(<ReportCoordination processId="r-2" communityName={names} />, { language: 'en' });
    const section = screen.getByTestId('report-coordination');
    await waitFor(() => expect(section).toHaveAttribute('data-loaded', 'true'));
    // The report stays: this 404 is a missing section, not a missing page.
    expect(moves).toEqual([]);
    expect(section).toHaveTextContent('This project was prepared before coordination was computed');
    expect(screen.queryByTestId('report-coordination-caveat')).toBeNull();
  });
});
