import { useTranslation } from 'react-i18next';
import { LabelledSwitch } from '../../shared/LabelledSwitch';

/** Keeps the users who bridge communities coloured on the graph and greys the rest. */
export function BridgesSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation();
  return <LabelledSwitch checked={on} onChange={onChange} label={t('graph.bridges_only')} testId="bridges-only" />;
}
