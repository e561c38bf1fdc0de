import { newRun } from './new-run.js';
import type { RunRecord } from './project-record.js';

/**
 * The settings a new run takes from an existing run of the project. This is the one place where
 * they are carried over: today a run has none besides k (the dataset and the interaction kinds
 * that build the network belong to the project, and every run is requested with them); a setting
 * that comes to live on the run record is copied here.
 */
export function settingsFrom(_template: RunRecord | undefined): Partial<RunRecord> {
  return {};
}

/** A new run of a project with another k, not started yet, with the settings of `template`. */
export function addedRun(projectId: string, k: number, template: RunRecord | undefined, now: string): RunRecord {
  return { ...newRun(projectId, k, now), ...settingsFrom(template) };
}
