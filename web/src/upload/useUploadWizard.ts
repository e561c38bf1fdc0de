import { useEffect, useReducer, useRef, type Dispatch } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  initialUploadWizard,
  uploadWizardReducer,
  type UploadWizardState,
  type WizardAction,
  type WizardRequest,
} from './upload-wizard';
import { uploadProgress } from '../api/upload-progress';
import { useSendWizardRequest } from './useSendWizardRequest';
import { useWizardNotice } from './useWizardNotice';

/** Spec §4: after start the user is routed to /files after 2 seconds. */
const REDIRECT_AFTER_START_MS = 2000;

/** The upload wizard's state, with its calls sent, its notices shown and the redirect after start. */
export function useUploadWizard(): [UploadWizardState, Dispatch<WizardAction>] {
  const [state, dispatch] = useReducer(uploadWizardReducer, initialUploadWizard);
  const send = useSendWizardRequest();
  const navigate = useNavigate();
  useWizardNotice(state.notice);

  // The reducer makes a new request object for every call it wants; each is sent exactly once.
  const sent = useRef<WizardRequest | null>(null);
  useEffect(() => {
    if (!state.request || sent.current === state.request) return;
    sent.current = state.request;
    void send(state.request).then(dispatch);
  }, [state.request, send]);

  // While the file goes up, its bytes sent are shown (spec §9: a 150 MB file takes a while).
  const uploading = state.request?.kind === 'upload';
  useEffect(() => {
    if (!uploading) return;
    return uploadProgress.subscribe(({ sent, total }) => dispatch({ type: 'uploadProgressed', sent, total }));
  }, [uploading]);

  useEffect(() => {
    if (!state.started) return;
    const timer = window.setTimeout(() => void navigate('/files'), REDIRECT_AFTER_START_MS);
    return () => window.clearTimeout(timer);
  }, [state.started, navigate]);

  return [state, dispatch];
}
