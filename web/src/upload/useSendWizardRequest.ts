import { useCallback } from 'react';
import { ingestApi } from '../api/ingest-api';
import { projectsApi } from '../api/projects-api';
import type { WizardAction, WizardRequest } from './upload-wizard';

/**
 * Sends the call the wizard asked for and answers with the action that reports its outcome. A
 * failed call's message is shown by the API layer (app-base-query), so a failure carries nothing.
 */
export function useSendWizardRequest(): (request: WizardRequest) => Promise<WizardAction> {
  const [uploadCsv] = ingestApi.useUploadCsvMutation();
  const [registerAnalyze] = ingestApi.useRegisterAnalyzeMutation();
  const [analyzeStart] = projectsApi.useAnalyzeStartMutation();
  return useCallback(
    async (request: WizardRequest): Promise<WizardAction> => {
      switch (request.kind) {
        case 'upload': {
          const answer = await uploadCsv(request.file);
          return answer.data
            ? { type: 'uploadSucceeded', result: answer.data, fileName: request.file.name }
            : { type: 'uploadFailed' };
        }
        case 'register': {
          const answer = await registerAnalyze(request.params);
          return answer.data ? { type: 'registerSucceeded', result: answer.data } : { type: 'registerFailed' };
        }
        case 'start': {
          const answer = await analyzeStart({ list_process_id: request.processIds.join(',') });
          return answer.error ? { type: 'startFailed' } : { type: 'startSucceeded' };
        }
      }
    },
    [uploadCsv, registerAnalyze, analyzeStart],
  );
}
