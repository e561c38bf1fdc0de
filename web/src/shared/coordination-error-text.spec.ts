import { afterAll, describe, expect, it } from '@jest/globals';
import { i18n } from '../i18n/i18n';
import { coordinationErrorText } from './coordination-error-text';

describe('why a coordination answer is missing, in the user’s language', () => {
  afterAll(async () => {
    await i18n.changeLanguage('ja');
  });

  it("says the near-identical posts' stage did not compute, in ja and en, not that the project is old", async () => {
    const failed = {
      status: 404,
      data: { code: 'errors.near_identical_missing', message: 'Near-identical posts …', params: {} },
    };
    await i18n.changeLanguage('ja');
    expect(coordinationErrorText(failed, i18n)).toBe(
      'このプロジェクトのほぼ同じ文面の投稿はまだ計算されていません。もう一度分析を実行すると計算されます。',
    );
    await i18n.changeLanguage('en');
    expect(coordinationErrorText(failed, i18n)).toBe(
      "This project's near-identical posts have not been computed: run it again to compute them.",
    );
  });

  it('says a project prepared before coordination gets it with its next run, for a plain 404', async () => {
    const failed = { status: 404, data: { code: 'errors.not_found', message: 'This project was …', params: {} } };
    await i18n.changeLanguage('en');
    expect(coordinationErrorText(failed, i18n)).toBe(i18n.t('coordination.not_prepared'));
    await i18n.changeLanguage('ja');
    expect(coordinationErrorText(failed, i18n)).toContain('次に分析を実行すると計算されます');
  });
});
