import { describe, expect, it } from '@jest/globals';
import { documentSchemaFor } from '@kizuna/platform/mongo-documents';
import './projects.schema.js';

describe('projects collections on MongoDB', () => {
  it('declares a schema per collection with the indexes the repository creates', () => {
    const runs = documentSchemaFor('runs');
    expect(runs.path('project_id').instance).toBe('String');
    expect(runs.path('k').instance).toBe('Number');
    expect(runs.indexes()).toEqual([
      [{ project_id: 1 }, expect.anything()],
      [{ project_id: 1, k: 1 }, expect.objectContaining({ unique: true })],
    ]);
    expect(documentSchemaFor('projects').indexes()).toEqual([[{ owner_id: 1 }, expect.anything()]]);
  });
});
