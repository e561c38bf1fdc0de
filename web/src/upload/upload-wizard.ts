import { DEFAULT_INTERACTIONS, INTERACTION_KINDS, type InteractionKind } from '@kizuna/proto/rules';
import type { RegisterResult, UploadResult } from '@kizuna/http-api';
import type { RegisterParams } from '../api/register-analyze-params';
import { assignRole, type ColumnRole, type MappingError } from './column-mapping';
import { ambiguousTimeSamples, type DateOrder } from './date-order';
import { looksLikeCsv } from './csv-file-type';
import { isFileTooLarge } from './file-size';
import { registerParams } from './register-params';
import { suggestedRoles } from './suggested-roles';
import { validateMapping, type MappingProblem } from './validate-mapping';

/** Spec §9: k = 3 is chosen when the mapping step opens. */
export const INITIAL_CLUSTER_COUNTS: readonly number[] = [3];

/** 0 choose the file, 1 map the columns, 2 review and start (spec §4 upload flow). */
export type WizardStep = 0 | 1 | 2;

/**
 * A call the page is to make. The reducer decides what to send and when; the page only sends it
 * and reports the answer back, so the whole flow is testable without React or a server.
 */
export type WizardRequest =
  | { kind: 'upload'; file: File }
  | { kind: 'register'; params: RegisterParams }
  | { kind: 'start'; processIds: string[] };

/** Something to tell the user; a new object each time, so the same message twice is shown twice. */
export type WizardNotice =
  | {
      kind: 'error';
      key: 'errors.not_csv' | 'errors.max_file_size_error' | 'errors.date_order_required' | MappingError;
    }
  | { kind: 'mapping'; problem: MappingProblem }
  | { kind: 'started' };

export interface UploadWizardState {
  step: WizardStep;
  projectName: string;
  nameDialogOpen: boolean;
  /** A file chosen before the project had a name; it is sent once the name is confirmed. */
  pendingFile: File | null;
  request: WizardRequest | null;
  /** Bytes of the file sent so far, while it uploads. */
  uploadProgress: { sent: number; total: number } | null;
  upload: { result: UploadResult; fileName: string } | null;
  roles: ColumnRole[];
  clusterCounts: readonly number[];
  /** Interactions that build the network (retweets by default); never empty. */
  relations: readonly InteractionKind[];
  /** How the time column's year-last dates read, once the user said (asked only when ambiguous). */
  dateOrder: DateOrder | '';
  registered: RegisterResult | null;
  /** The interactions `registered` was counted with (its network_users depend on them). */
  registeredRelations: readonly InteractionKind[];
  started: boolean;
  notice: WizardNotice | null;
}

export type WizardAction =
  | { type: 'fileChosen'; file: File; maxUploadBytes: number }
  | { type: 'nameDialogOpened' }
  | { type: 'nameCancelled' }
  | { type: 'nameConfirmed'; name: string }
  | { type: 'uploadSucceeded'; result: UploadResult; fileName: string }
  | { type: 'uploadProgressed'; sent: number; total: number }
  | { type: 'uploadFailed' }
  | { type: 'roleChosen'; column: number; role: ColumnRole }
  | { type: 'clusterCountToggled'; k: number }
  | { type: 'relationToggled'; kind: InteractionKind }
  | { type: 'dateOrderChosen'; order: DateOrder }
  | { type: 'nextRequested' }
  | { type: 'registerSucceeded'; result: RegisterResult }
  | { type: 'registerFailed' }
  | { type: 'backToFile' }
  | { type: 'backToColumns' }
  | { type: 'startRequested' }
  | { type: 'startSucceeded' }
  | { type: 'startFailed' };

/** The page opens on the project-name dialog: a project is named before its file is chosen. */
export const initialUploadWizard: UploadWizardState = {
  step: 0,
  projectName: '',
  nameDialogOpen: true,
  pendingFile: null,
  request: null,
  uploadProgress: null,
  upload: null,
  roles: [],
  clusterCounts: INITIAL_CLUSTER_COUNTS,
  relations: DEFAULT_INTERACTIONS,
  dateOrder: '',
  registered: null,
  registeredRelations: DEFAULT_INTERACTIONS,
  started: false,
  notice: null,
};

/** Spec §4: start is open once, only when some rows are valid and nothing is being sent. */
export function canStart(state: UploadWizardState): boolean {
  return (
    state.step === 2 &&
    state.registered !== null &&
    state.registered.rows_valid > 0 &&
    !state.started &&
    state.request === null
  );
}

/** Which call is under way, for the buttons' spinners. */
export function sending(state: UploadWizardState, kind: WizardRequest['kind']): boolean {
  return state.request?.kind === kind;
}

export function uploadWizardReducer(state: UploadWizardState, action: WizardAction): UploadWizardState {
  switch (action.type) {
    case 'fileChosen': {
      if (state.request !== null || state.step !== 0) return state;
      const { file } = action;
      if (!looksLikeCsv(file)) return { ...state, notice: { kind: 'error', key: 'errors.not_csv' } };
      if (isFileTooLarge(file.size, action.maxUploadBytes))
        return { ...state, notice: { kind: 'error', key: 'errors.max_file_size_error' } };
      if (state.projectName === '') return { ...state, pendingFile: file, nameDialogOpen: true };
      return { ...state, request: { kind: 'upload', file }, uploadProgress: { sent: 0, total: file.size } };
    }
    case 'nameDialogOpened':
      return { ...state, nameDialogOpen: true };
    case 'nameCancelled':
      return { ...state, nameDialogOpen: false, pendingFile: null };
    case 'nameConfirmed': {
      const named = { ...state, projectName: action.name, nameDialogOpen: false, pendingFile: null };
      return state.pendingFile && state.request === null
        ? {
            ...named,
            request: { kind: 'upload', file: state.pendingFile },
            uploadProgress: { sent: 0, total: state.pendingFile.size },
          }
        : named;
    }
    case 'uploadProgressed':
      if (state.request?.kind !== 'upload') return state;
      return {
        ...state,
        uploadProgress: { sent: action.sent, total: action.total || state.uploadProgress?.total || 0 },
      };
    case 'uploadSucceeded':
      if (state.request?.kind !== 'upload') return state;
      return {
        ...state,
        request: null,
        uploadProgress: null,
        step: 1,
        upload: { result: action.result, fileName: action.fileName },
        roles: suggestedRoles(action.result),
        clusterCounts: INITIAL_CLUSTER_COUNTS,
        dateOrder: '',
      };
    case 'uploadFailed':
      return state.request?.kind === 'upload' ? { ...state, request: null, uploadProgress: null } : state;
    case 'roleChosen': {
      if (state.step !== 1) return state;
      const result = assignRole(state.roles, action.column, action.role);
      return {
        ...state,
        roles: result.roles,
        notice: result.error ? { kind: 'error', key: result.error } : state.notice,
      };
    }
    case 'clusterCountToggled': {
      const ks = state.clusterCounts;
      return {
        ...state,
        clusterCounts: ks.includes(action.k) ? ks.filter((k) => k !== action.k) : [...ks, action.k],
      };
    }
    case 'relationToggled': {
      if (state.step !== 1) return state;
      const chosen = state.relations.includes(action.kind)
        ? state.relations.filter((kind) => kind !== action.kind)
        : [...state.relations, action.kind];
      // A network needs some interaction: the last one chosen stays.
      if (chosen.length === 0) return state;
      return { ...state, relations: INTERACTION_KINDS.filter((kind) => chosen.includes(kind)) };
    }
    case 'dateOrderChosen':
      return state.step === 1 ? { ...state, dateOrder: action.order } : state;
    case 'nextRequested': {
      if (state.step !== 1 || !state.upload || state.request !== null) return state;
      const problem = validateMapping(state.roles, state.clusterCounts);
      if (problem) return { ...state, notice: { kind: 'mapping', problem } };
      // The server would refuse an ambiguous time column without the order; ask here instead.
      const ambiguous = ambiguousTimeSamples(state.upload.result, state.roles) !== null;
      if (ambiguous && state.dateOrder === '')
        return { ...state, notice: { kind: 'error', key: 'errors.date_order_required' } };
      const params = registerParams(
        state.roles,
        state.clusterCounts,
        state.projectName,
        state.upload.result.path_s3,
        ambiguous ? state.dateOrder : '',
        state.relations,
        // Previous at step 3, then Next: the project registered first is updated, not doubled.
        state.registered?.project_id ?? '',
      );
      return { ...state, request: { kind: 'register', params }, registeredRelations: state.relations };
    }
    case 'registerSucceeded':
      if (state.request?.kind !== 'register') return state;
      return { ...state, request: null, registered: action.result, step: 2 };
    case 'registerFailed':
      return state.request?.kind === 'register' ? { ...state, request: null } : state;
    case 'backToFile':
      // Spec §4: going back from the mapping to the file step also clears the chosen file.
      if (state.step !== 1 || state.request !== null) return state;
      return { ...state, step: 0, upload: null, roles: [] };
    case 'backToColumns':
      if (state.step !== 2 || state.request !== null || state.started) return state;
      return { ...state, step: 1 };
    case 'startRequested':
      if (!canStart(state) || !state.registered) return state;
      return {
        ...state,
        request: { kind: 'start', processIds: state.registered.ProcessResult.map((run) => run.process_id) },
      };
    case 'startSucceeded':
      if (state.request?.kind !== 'start') return state;
      return { ...state, request: null, started: true, notice: { kind: 'started' } };
    case 'startFailed':
      return state.request?.kind === 'start' ? { ...state, request: null } : state;
  }
}
