import { describe, expect, it } from '@jest/globals';
import { checkLabel } from './check-label';

describe('checkLabel', () => {
  it('names bus, document store and object store checks', () => {
    expect(checkLabel('bus:auth')).toEqual({ key: 'mysql.check_bus', params: { service: 'auth' } });
    expect(checkLabel('documents:logs')).toEqual({ key: 'mysql.check_documents', params: { service: 'logs' } });
    expect(checkLabel('objects')).toEqual({ key: 'mysql.check_objects', params: {} });
    expect(checkLabel('kafka')).toEqual({ key: 'mysql.check_named', params: { name: 'kafka' } });
  });
});
