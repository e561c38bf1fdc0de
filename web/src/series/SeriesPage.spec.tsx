import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type ApiCall } from '../../test/fake-api';
import { labelDocument } from '../../test/label-document';
import { recordSavedFiles } from '../../test/record-saved-files';
import { renderScreen } from '../../test/render-screen';
import { seriesDocument, seriesFlowsAnswer } from '../../test/series-answer';
import { SeriesPage } from './SeriesPage';

// Only fetch is faked: the page, RTK Query, echarts (SVG) and the keyword comparison are real.
const MOVE = {
  node_id: 'ramenfan1',
  label: 'RamenFan1',
  from_cluster_id: 1,
  to_cluster_id: 3,
  from_posts: 3,
  to_posts: 5,
};
const sent = (calls: ApiCall[], path: string) => calls.filter((c) => c.path === path).map((c) => c.body);

/** The team's labels: the moved user RamenFan1 carries "Bot" (as the moved users' CSV writes it). */
const RUN_LABELS = {
  labels: [labelDocument('b', 'Bot')],
  accounts: [
    {
      account: 'ramenfan1',
      cluster_id: 3,
      labels: [
        { label_id: 'b', name: 'Bot', color: '#e6194b', by_name: 'owner', at: '2026-03-01T00:00:00.000Z', note: '' },
      ],
    },
  ],
  total: 1,
};

function fakeSeries(more: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'POST /api/v1/series/get_series': { body: { data: seriesDocument() } },
    'POST /api/v1/analyze/cluster/get_run_labels': { body: { data: RUN_LABELS } },
    'POST /api/v1/labels/list_labels': {
      body: { data: { team: '', labels: [labelDocument('b', 'Bot')], may_change: true, colors: [] } },
    },
    'POST /api/v1/series/rename_track': { body: { status: 'success' } },
    'POST /api/v1/analyze/cluster/get_series_flows': (call) => {
      const threshold = (call.body as { threshold?: { jaccard: number; share: number } }).threshold;
      return { body: { data: { ...seriesFlowsAnswer(), rule: threshold ?? { jaccard: 0.3, share: 0.2 } } } };
    },
    'POST /api/v1/analyze/cluster/get_series_moves': (call) => {
      const query = (call.body as { query: string }).query.toLowerCase();
      const moves = 'ramenfan1'.includes(query) ? [MOVE] : [];
      return { body: { data: { moves, total: moves.length } } };
    },
    'POST /api/v1/analyze/cluster/download_series_moves': {
      body: 'account\r\n',
      headers: { 'content-disposition': 'attachment; filename="series_moves_20240501.csv"' },
    },
    ...more,
  });
}

const open = () => renderScreen(<SeriesPage />, { path: '/series/s-1', route: '/series/:seriesId' });

describe('SeriesPage', () => {
  // jsdom draws no canvas: echarts measures its labels' text without one (and says so otherwise).
  beforeEach(() => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows the series as columns in time order, the events named per step and each community over time', async () => {
    const api = fakeSeries();
    await open();
    // The title is there before the series' name arrives: wait for the name.
    await waitFor(() => expect(screen.getByTestId('series-title')).toHaveTextContent('時系列の比較: Spring'));
    expect(sent(api.calls, '/api/v1/series/get_series')).toEqual([{ series_id: 's-1' }]);
    await waitFor(() =>
      expect(sent(api.calls, '/api/v1/analyze/cluster/get_series_flows')).toEqual([
        { process_ids: ['r-mar', 'r-apr'] },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('series-alluvial')).toHaveAttribute('data-columns', '2'));
    expect(screen.getByTestId('series-run-0')).toHaveTextContent('1. March2024/03/013');
    expect(screen.getByTestId('series-run-1')).toHaveTextContent('2. April');
    // Each column of the diagram is headed by its upload and its posts' month; the legend under
    // it names every community in full, in its colour, with its users.
    expect(screen.getByTestId('alluvial-heading-0')).toHaveTextContent('1. March2024年3月');
    expect(screen.getByTestId('alluvial-heading-1')).toHaveTextContent('2. April2024年4月');
    expect(screen.getAllByTestId('alluvial-legend-1').map((li) => [li.textContent, li.dataset.color])).toEqual([
      ['Ramen (8 人)', '#e41a1c'],
      ['Cats (10 人)', '#984ea3'],
      ['Ball and vote (19 人)', '#377eb8'],
    ]);

    const step = screen.getByTestId('series-step-0');
    expect(step).toHaveTextContent('継続 27 人（うち移動 1 人）・新規 10 人・離脱 0 人');
    const events = within(step).getAllByTestId('series-event');
    expect(events.map((e) => e.getAttribute('data-kind'))).toEqual(['continues', 'merge', 'born']);
    expect(events[0]).toHaveTextContent('継続Ramen → Ramen9 → 8 人（1 人減少）');
    // A community is named as its own upload names it (its graph page, its CSV files): the merged
    // one is April's "Ball and vote", the communities listed with "、" (names hold "・").
    expect(events[1]).toHaveTextContent('合流Ball、=Vote → Ball and vote18 → 19 人（1 人増加）');
    expect(events[2]).toHaveTextContent('誕生Cats0 → 10 人（10 人増加）');

    // A track whose communities have different names shows each, in time order.
    expect(within(screen.getByTestId('series-track-1')).getByTestId('track-name')).toHaveTextContent(
      'Ball → Ball and vote',
    );
    const ramen = screen.getByTestId('series-track-0');
    expect(within(ramen).getByTestId('track-sizes')).toHaveTextContent('9 人8 人');
    expect(
      within(ramen)
        .getAllByTestId('keyword-rose')
        .map((c) => c.textContent),
    ).toEqual(['↑ udon 0%→50%']);
    expect(
      within(ramen)
        .getAllByTestId('keyword-fell')
        .map((c) => c.textContent),
    ).toEqual(['↓ broth 50%→0%']);
    // Numbers that add up: where each of its users went and where its users came from.
    expect(within(ramen).getByTestId('track-went')).toHaveTextContent('9 人の行き先: Ramen 8 人、Cats 1 人、離脱 0 人');
    expect(within(ramen).getByTestId('track-came')).toHaveTextContent('8 人の出どころ: Ramen 8 人、新規 0 人');
    expect(within(screen.getByTestId('series-track-1')).getByTestId('track-came')).toHaveTextContent(
      '19 人の出どころ: Ball 9 人、=Vote 9 人、新規 1 人',
    );
    const vote = screen.getByTestId('series-track-2');
    expect(within(vote).getByTestId('track-sizes')).toHaveTextContent('9 人—');
    // It ends in the first step: who left it, no keywords to compare, nobody arrived.
    expect(within(vote).getByTestId('track-step-0')).toHaveTextContent('離れた主なアカウント (0): なし');
    expect(within(vote).queryByTestId('keyword-rose')).toBeNull();
    expect(within(vote).getByTestId('track-step-0')).not.toHaveTextContent('加わった');
    // The cats are born in it: their most active arrivals.
    expect(screen.getByTestId('series-track-3')).toHaveTextContent('加わった主なアカウント (9): Dan（12件）');
    expect(screen.getByTestId('series-track-1')).toHaveTextContent('加わった主なアカウント (1): Carol（4件）');

    // The account with its team's label (the moved users' CSV writes it too).
    await screen.findByTestId('series-move-ramenfan1');
    await waitFor(() =>
      expect(screen.getByTestId('series-move-ramenfan1')).toHaveTextContent('RamenFan1BotRamenCats35'),
    );
    expect(screen.getByTestId('series-report')).toHaveAttribute('href', '/series/s-1/report');
  });

  it('asks again with the thresholds applied, and searches and sorts the moved users on the server (English)', async () => {
    const api = fakeSeries();
    await renderScreen(<SeriesPage />, { path: '/series/s-1', route: '/series/:seriesId', language: 'en' });
    await screen.findByTestId('series-move-ramenfan1');
    expect(screen.getByTestId('alluvial-heading-0')).toHaveTextContent('1. MarchMarch 2024');
    expect(within(screen.getByTestId('series-track-2')).getByTestId('track-went')).toHaveTextContent(
      'Where its 9 users went: Ball and vote: 9, left: 0',
    );
    expect(screen.getAllByTestId('alluvial-legend-0').map((li) => li.textContent)).toEqual([
      'Ramen (9 users)',
      'Ball (9 users)',
      '=Vote (9 users)',
    ]);
    const jaccard = screen.getByTestId('threshold-jaccard');
    await userEvent.clear(jaccard);
    await userEvent.type(jaccard, '1.5');
    expect(screen.getByText('Enter a number from 0 to 1 in hundredths (such as 0.3)')).toBeInTheDocument();
    expect(screen.getByTestId('threshold-apply')).toBeDisabled();
    // Finer than a percent: refused here as the server refuses it.
    await userEvent.clear(jaccard);
    await userEvent.type(jaccard, '0.3000001');
    expect(screen.getByTestId('threshold-apply')).toBeDisabled();
    await userEvent.clear(jaccard);
    await userEvent.type(jaccard, '1');
    await userEvent.click(screen.getByTestId('threshold-apply'));
    await waitFor(() =>
      expect(sent(api.calls, '/api/v1/analyze/cluster/get_series_flows').at(-1)).toEqual({
        process_ids: ['r-mar', 'r-apr'],
        threshold: { jaccard: 1, share: 0.2 },
      }),
    );
    await waitFor(() =>
      expect(sent(api.calls, '/api/v1/analyze/cluster/get_series_moves').at(-1)).toMatchObject({
        threshold: { jaccard: 1, share: 0.2 },
        step: 0,
        sort: 'from_posts',
        descending: true,
      }),
    );
    expect(await screen.findByText(/a Jaccard index of at least 1,/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    await waitFor(() =>
      expect(sent(api.calls, '/api/v1/analyze/cluster/get_series_moves').at(-1)).toMatchObject({
        sort: 'name',
        descending: false,
        page: 0,
      }),
    );
    await userEvent.type(screen.getByTestId('series-moves-search'), 'nobody');
    expect(await screen.findByText('No user moved')).toBeInTheDocument();
    expect(sent(api.calls, '/api/v1/analyze/cluster/get_series_moves').at(-1)).toMatchObject({ query: 'nobody' });
  });

  it('renames a tracked community in every upload it is in, says where, and reads the flows again', async () => {
    const api = fakeSeries();
    await open();
    const ball = await screen.findByTestId('series-track-1');
    await userEvent.click(within(ball).getByTestId('track-rename'));
    expect(screen.getByTestId('name-where')).toHaveTextContent(
      'このコミュニティが含まれる各アップロード（1. March、2. April）で名前が変わり',
    );
    const input = screen.getByTestId('name-input');
    await userEvent.clear(input);
    await userEvent.type(input, 'Kittens{Enter}');
    // One call for every upload: renamed in all of them or in none.
    await waitFor(() =>
      expect(sent(api.calls, '/api/v1/series/rename_track')).toEqual([
        {
          name: 'Kittens',
          communities: [
            { process_id: 'r-mar', cluster_id: 2 },
            { process_id: 'r-apr', cluster_id: 2 },
          ],
        },
      ]),
    );
    expect(sent(api.calls, '/api/v1/analyze/cluster/update_cluster')).toEqual([]);
    await waitFor(() => expect(screen.queryByTestId('name-dialog')).toBeNull());
    await waitFor(() =>
      expect(sent(api.calls, '/api/v1/analyze/cluster/get_series_flows').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('saves the flows as CSV made in the browser and the moved users as the server writes them', async () => {
    const api = fakeSeries();
    const saved = recordSavedFiles();
    const blobs: Blob[] = [];
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      blobs.push(blob as Blob);
      return 'blob:saved-file';
    };
    await open();
    await screen.findByTestId('series-move-ramenfan1');
    await userEvent.click(screen.getByTestId('series-flows-download'));
    expect(saved[0]).toMatch(/^series_flows_\d{8}\.csv$/);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0].arrayBuffer());
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain("r-mar,March,3,'=Vote,r-apr,April,2,Ball and vote,9,");

    await userEvent.click(screen.getByTestId('series-moves-download'));
    await waitFor(() => expect(saved[1]).toBe('series_moves_20240501.csv'));
    expect(sent(api.calls, '/api/v1/analyze/cluster/download_series_moves')).toEqual([
      { process_ids: ['r-mar', 'r-apr'], threshold: { jaccard: 0.3, share: 0.2 } },
    ]);
  });

  it('names the uploads a rename was refused for, and renames none of them', async () => {
    fakeSeries({
      'POST /api/v1/series/rename_track': {
        status: 403,
        body: { code: 'errors.series_rename_refused', message: 'refused', params: { refused: '1' } },
      },
    });
    await open();
    const ball = await screen.findByTestId('series-track-1');
    await userEvent.click(within(ball).getByTestId('track-rename'));
    const input = screen.getByTestId('name-input');
    await userEvent.clear(input);
    await userEvent.type(input, 'Kittens{Enter}');
    const dialog = await screen.findByTestId('name-dialog');
    expect(
      await within(dialog).findByText(
        '名前を変更していません：2. April は編集できません。どのアップロードの名前も変更していません。',
      ),
    ).toBeInTheDocument();
  });

  it("shows the moved users' labels, as the CSV writes them, and offers to label them in one step", async () => {
    fakeSeries();
    await open();
    const row = await screen.findByTestId('series-move-ramenfan1');
    expect(await within(row).findByText('Bot')).toBeInTheDocument();
    expect(await screen.findByTestId('series-moves-label')).toHaveTextContent('移動したユーザーにラベルを付ける（1）');
  });

  it('names an upload removed since the series was saved, and says when fewer than two are left', async () => {
    const removed = {
      process_id: 'r-may',
      project_name: 'May',
      k: 4,
      owner_name: 'staff',
      uploaded_at: '2024-06-01T03:00:00.000Z',
      removed_at: '2024-06-10T03:00:00.000Z',
    };
    fakeSeries({
      'POST /api/v1/series/get_series': { body: { data: seriesDocument({ removed_runs: [removed] }) } },
    });
    await open();
    expect(await screen.findByTestId('series-removed-run')).toHaveTextContent(
      '2024/06/10 12:00 に /files から削除されました：May（k = 4、2024/06/01 12:00 に staff がアップロード）。このシリーズから外れています。',
    );
    await screen.findByTestId('series-move-ramenfan1');
    expect(screen.queryByTestId('series-too-few')).toBeNull();
  });

  it('asks no flows of a series left with one upload: it says it compares nothing', async () => {
    const api = fakeSeries({
      'POST /api/v1/series/get_series': {
        body: {
          data: seriesDocument({
            process_ids: ['r-mar'],
            removed_runs: [
              {
                process_id: 'r-apr',
                project_name: 'April',
                k: 3,
                owner_name: 'staff',
                uploaded_at: '2024-05-01T03:00:00.000Z',
                removed_at: '2024-06-10T03:00:00.000Z',
              },
            ],
          }),
        },
      },
    });
    await open();
    expect(await screen.findByTestId('series-too-few')).toHaveTextContent('このシリーズに残るアップロードは2件未満');
    expect(screen.getByTestId('series-removed-run')).toHaveTextContent('April');
    expect(sent(api.calls, '/api/v1/analyze/cluster/get_series_flows')).toEqual([]);
  });
});
