// The scale's live weight as the ship screen and a batch row waiting for its weight both show it:
// what the scale reads with its stable mark, or what it says instead, then the control that
// takes the reading (the children).
import './scale.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGrams } from '../../../../electron/shared/scale';
import { useStore } from '../../app/store';
import { currentLanguage, say } from '../../i18n';
import { StableMark } from './StableMark';

interface LiveWeightProps {
  testId?: string;
  weightTestId: string;
  markTestId: string;
  /** Said while no scale is configured. */
  noScale?: string;
  children: ReactNode;
}

export function LiveWeight({ testId, weightTestId, markTestId, noScale, children }: LiveWeightProps) {
  const { t } = useTranslation();
  const state = useStore((s) => s.scaleState);
  const reading = state?.kind === 'reading' ? state : null;
  const tone = reading ? (reading.stable ? 'stable' : 'unstable') : state?.kind === 'waiting' ? 'waiting' : 'problem';
  return (
    <div className={`scale-readout ${tone}`} data-testid={testId} data-state={tone}>
      <span className="faint small">{t('scaleUi.live')}</span>
      <output aria-live="polite" className="scale-weight" data-testid={weightTestId}>
        {reading
          ? formatGrams(currentLanguage(), reading.grams)
          : state && state.kind !== 'reading'
            ? say({ key: state.messageKey }, t)
            : noScale}
      </output>
      {reading ? <StableMark stable={reading.stable} testId={markTestId} /> : null}
      {children}
    </div>
  );
}
