import { Paper } from '@mui/material';
import { authApi } from '../api/auth-api';
import { ColumnsStep } from './ColumnsStep';
import { MAX_UPLOAD_BYTES } from './file-size';
import { ProjectNameDialog } from './ProjectNameDialog';
import { ReviewStep } from './ReviewStep';
import { tooManyCommunities } from './too-many-communities';
import { canStart, sending } from './upload-wizard';
import { UploadStep } from './UploadStep';
import { UploadStepper } from './UploadStepper';
import { useRegisterProgress } from './useRegisterProgress';
import { useUploadWizard } from './useUploadWizard';

/** Spec §2 /upload: the 3-step new-analysis flow; the rules live in upload-wizard.ts. */
export function UploadPage() {
  const { data: config } = authApi.useGetConfigQuery();
  const [state, dispatch] = useUploadWizard();
  const maxUploadBytes = config?.maxUploadBytes ?? MAX_UPLOAD_BYTES;
  const registerProgress = useRegisterProgress(state.upload?.result.path_s3 ?? null, sending(state, 'register'));
  const tooManyKs = tooManyCommunities(state);

  return (
    <Paper sx={{ p: 3, maxWidth: 1400, mx: 'auto' }}>
      <UploadStepper active={state.step} />
      {state.step === 0 && (
        <UploadStep
          projectName={state.projectName}
          uploading={sending(state, 'upload')}
          progress={state.uploadProgress}
          onEditName={() => dispatch({ type: 'nameDialogOpened' })}
          onFile={(file) => dispatch({ type: 'fileChosen', file, maxUploadBytes })}
        />
      )}
      {state.step === 1 && state.upload && (
        <ColumnsStep
          upload={state.upload.result}
          fileName={state.upload.fileName}
          roles={state.roles}
          clusterCounts={state.clusterCounts}
          relations={state.relations}
          dateOrder={state.dateOrder}
          registering={sending(state, 'register')}
          progress={registerProgress}
          tooMany={state.registered ? { users: state.registered.network_users, ks: tooManyKs } : null}
          onRole={(column, role) => dispatch({ type: 'roleChosen', column, role })}
          onToggleK={(k) => dispatch({ type: 'clusterCountToggled', k })}
          onToggleRelation={(kind) => dispatch({ type: 'relationToggled', kind })}
          onDateOrder={(order) => dispatch({ type: 'dateOrderChosen', order })}
          onPrevious={() => dispatch({ type: 'backToFile' })}
          onNext={() => dispatch({ type: 'nextRequested' })}
        />
      )}
      {state.step === 2 && state.registered && (
        <ReviewStep
          registered={state.registered}
          starting={sending(state, 'start')}
          started={state.started}
          canStart={canStart(state)}
          keptHours={config?.uploadTtlHours}
          tooManyKs={tooManyKs}
          onPrevious={() => dispatch({ type: 'backToColumns' })}
          onStart={() => dispatch({ type: 'startRequested' })}
        />
      )}
      {state.nameDialogOpen && (
        <ProjectNameDialog
          open
          initialName={state.projectName}
          onCancel={() => dispatch({ type: 'nameCancelled' })}
          onConfirm={(name) => dispatch({ type: 'nameConfirmed', name })}
        />
      )}
    </Paper>
  );
}
