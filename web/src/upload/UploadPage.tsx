import { Paper } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { RegisterResult, UploadResult } from '../api/api-types';
import { authApi } from '../api/auth-api';
import { ingestApi } from '../api/ingest-api';
import { projectsApi } from '../api/projects-api';
import { useToast } from '../toasts/useToast';
import { assignRole, type ColumnRole } from './column-mapping';
import { ColumnsStep } from './ColumnsStep';
import { looksLikeCsv } from './csv-file-type';
import { isFileTooLarge, MAX_UPLOAD_BYTES } from './file-size';
import { ProjectNameDialog } from './ProjectNameDialog';
import { suggestRoles } from './suggest-roles';
import { registerParams } from './register-params';
import { ReviewStep } from './ReviewStep';
import { UploadStep } from './UploadStep';
import { UploadStepper } from './UploadStepper';
import { useMappingMessage } from './useMappingMessage';

/** Spec §4: after start the user is routed to /files after 2 seconds. */
const REDIRECT_AFTER_START_MS = 2000;
const INITIAL_CLUSTER_COUNTS = [3];

/** Spec §2 /upload: the 3-step new-analysis flow. */
export function UploadPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const mappingMessage = useMappingMessage();
  const { data: config } = authApi.useGetConfigQuery();
  const [uploadCsv, uploading] = ingestApi.useUploadCsvMutation();
  const [registerAnalyze, registering] = ingestApi.useRegisterAnalyzeMutation();
  const [analyzeStart, starting] = projectsApi.useAnalyzeStartMutation();

  const [step, setStep] = useState(0);
  const [projectName, setProjectName] = useState('');
  const [nameDialogOpen, setNameDialogOpen] = useState(true);
  const [pendingFile, setPendingFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<{ result: UploadResult; fileName: string } | null>(null);
  const [roles, setRoles] = useState<ColumnRole[]>([]);
  const [clusterCounts, setClusterCounts] = useState<number[]>(INITIAL_CLUSTER_COUNTS);
  const [registered, setRegistered] = useState<RegisterResult | null>(null);
  const [started, setStarted] = useState(false);

  useEffect(() => {
    if (!started) return;
    const timer = window.setTimeout(() => void navigate('/files'), REDIRECT_AFTER_START_MS);
    return () => window.clearTimeout(timer);
  }, [started, navigate]);

  const sendFile = async (file: File) => {
    if (!looksLikeCsv(file)) return toast('error', t('errors.not_csv'));
    if (isFileTooLarge(file.size, config?.maxUploadBytes ?? MAX_UPLOAD_BYTES))
      return toast('error', t('errors.max_file_size_error'));
    const answer = await uploadCsv(file);
    if (!answer.data) return;
    setUpload({ result: answer.data, fileName: file.name });
    setRoles(suggestRoles(answer.data.headers));
    setClusterCounts(INITIAL_CLUSTER_COUNTS);
    setStep(1);
  };

  const chooseFile = (file: File) => {
    if (projectName) return void sendFile(file);
    setPendingFile(file);
    setNameDialogOpen(true);
  };

  const confirmName = (name: string) => {
    setProjectName(name);
    setNameDialogOpen(false);
    if (pendingFile) {
      setPendingFile(null);
      void sendFile(pendingFile);
    }
  };

  const chooseRole = (column: number, role: ColumnRole) => {
    const result = assignRole(roles, column, role);
    setRoles(result.roles);
    if (result.error) toast('error', t(result.error));
  };

  const toggleK = (k: number) => setClusterCounts((ks) => (ks.includes(k) ? ks.filter((x) => x !== k) : [...ks, k]));

  const next = async () => {
    if (!upload) return;
    const problem = mappingMessage(roles, clusterCounts);
    if (problem) return toast('error', problem);
    const answer = await registerAnalyze(registerParams(roles, clusterCounts, projectName, upload.result.path_s3));
    if (!answer.data) return;
    setRegistered(answer.data);
    setStep(2);
  };

  const start = async () => {
    if (!registered) return;
    const answer = await analyzeStart({ list_process_id: registered.ProcessResult.map((p) => p.process_id).join(',') });
    if (answer.error) return;
    toast('success', t('upload.started'));
    setStarted(true);
  };

  const backToFile = () => {
    setUpload(null);
    setRoles([]);
    setStep(0);
  };

  return (
    <Paper sx={{ p: 3, maxWidth: 1400, mx: 'auto' }}>
      <UploadStepper active={step} />
      {step === 0 && (
        <UploadStep
          projectName={projectName}
          uploading={uploading.isLoading}
          onEditName={() => setNameDialogOpen(true)}
          onFile={chooseFile}
        />
      )}
      {step === 1 && upload && (
        <ColumnsStep
          upload={upload.result}
          fileName={upload.fileName}
          roles={roles}
          clusterCounts={clusterCounts}
          registering={registering.isLoading}
          onRole={chooseRole}
          onToggleK={toggleK}
          onPrevious={backToFile}
          onNext={() => void next()}
        />
      )}
      {step === 2 && registered && (
        <ReviewStep
          registered={registered}
          starting={starting.isLoading}
          started={started}
          onPrevious={() => setStep(1)}
          onStart={() => void start()}
        />
      )}
      {nameDialogOpen && (
        <ProjectNameDialog
          open
          initialName={projectName}
          onCancel={() => {
            setPendingFile(null);
            setNameDialogOpen(false);
          }}
          onConfirm={confirmName}
        />
      )}
    </Paper>
  );
}
