import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../toasts/useToast';
import type { WizardNotice } from './upload-wizard';
import { useMappingMessage } from './useMappingMessage';

/** Shows each new notice of the upload wizard once, as a toast. */
export function useWizardNotice(notice: WizardNotice | null): void {
  const { t } = useTranslation();
  const toast = useToast();
  const mappingMessage = useMappingMessage();
  // A language switch renews t; the notice already shown must not be shown again then.
  const shown = useRef<WizardNotice | null>(null);
  useEffect(() => {
    if (!notice || shown.current === notice) return;
    shown.current = notice;
    if (notice.kind === 'started') toast('success', t('upload.started'));
    else if (notice.kind === 'mapping') toast('error', mappingMessage(notice.problem));
    else toast('error', t(notice.key));
  }, [notice, t, toast, mappingMessage]);
}
