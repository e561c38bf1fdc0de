import { afterAll, describe, expect, it } from '@jest/globals';
import { i18n } from '../i18n/i18n';
import { errorText } from '../api/error-text';
import { runFailureText } from './run-failure-text';

describe('a full disk, told in the user’s language (issue 49)', () => {
  afterAll(async () => {
    await i18n.changeLanguage('ja');
  });

  it('says a run failed because the storage was full, with no path or errno, in ja and en', async () => {
    const run = { failure_code: 'cl1008', failure_reason: 'storage_full', failure_message: '' };
    await i18n.changeLanguage('ja');
    expect(runFailureText(run, i18n)).toContain('管理者');
    await i18n.changeLanguage('en');
    expect(runFailureText(run, i18n)).toMatch(/storage was full.*administrator/);
  });

  it('says a refused upload or download hit a full storage, in ja and en', async () => {
    const failed = { status: 507, data: { code: 'errors.storage_full', message: 'x', params: {} } };
    await i18n.changeLanguage('ja');
    expect(errorText(failed, i18n)).toContain('保存領域がいっぱい');
    await i18n.changeLanguage('en');
    expect(errorText(failed, i18n)).toContain('ask an administrator');
  });
});
