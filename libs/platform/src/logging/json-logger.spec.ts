import { describe, expect, it } from '@jest/globals';
import { JsonLogger } from './json-logger.js';

describe('JsonLogger', () => {
  it('writes one JSON object per line with level, service and fields', () => {
    const lines: string[] = [];
    const log = new JsonLogger('projects', 'info', (l) => lines.push(l)).child({ requestId: 'r1' });
    log.info('project created', { projectId: 'p1' });
    log.error('save failed', new Error('disk full'));
    log.debug('not written at info level');
    expect(lines).toHaveLength(2);
    const [a, b] = lines.map((l) => JSON.parse(l));
    expect(a).toMatchObject({
      level: 'info',
      service: 'projects',
      requestId: 'r1',
      msg: 'project created',
      projectId: 'p1',
    });
    expect(typeof a.time).toBe('string');
    expect(b).toMatchObject({ level: 'error', msg: 'save failed', err: { name: 'Error', message: 'disk full' } });
  });
});
