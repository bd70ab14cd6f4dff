// The live weight next to the parcel's weight field: what the scale reads now with a stable or
// unstable mark, or its problem in the operator's words, and a button (Alt+W) that takes the
// stable reading into the field. Without a scale configured nothing is shown: typing is normal.
import './scale.css';
import { LiveWeight } from './LiveWeight';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/store';
import { formatTime } from '../../lib/format';
import { currentLanguage, say } from '../../i18n';

export function ScaleReadout({ onTake }: { onTake(): void }) {
  const { t } = useTranslation();
  const state = useStore((s) => s.scaleState);
  const refusal = useStore((s) => s.scaleRefusal);
  if (!state || state.kind === 'none') return null;
  const reading = state.kind === 'reading' ? state : null;
  return (
    <LiveWeight testId="scale-readout" weightTestId="scale-weight" markTestId="scale-mark">
      <button
        type="button"
        className="btn small"
        onClick={onTake}
        aria-keyshortcuts="Alt+W"
        disabled={!reading?.stable}
        data-testid="scale-take"
      >
        {t('scaleUi.take')} <kbd aria-hidden="true">Alt+W</kbd>
      </button>
      {refusal ? (
        <span className="field-error small" role="alert" data-testid="scale-refusal">
          {say(refusal, t)}
        </span>
      ) : null}
    </LiveWeight>
  );
}

/** "digitado" / "da balança" by the weight field, with the device and time as its title. */
export function WeightSourceMark() {
  const { t } = useTranslation();
  const source = useStore((s) => s.weightSource);
  if (!source) return null;
  if (source.kind === 'typed')
    return (
      <span className="weight-source typed small" data-testid="weight-source" data-source="typed">
        {t('scaleUi.typed')}
      </span>
    );
  const time = formatTime(source.at, currentLanguage(), { seconds: true });
  return (
    <span
      className="weight-source scale small"
      data-testid="weight-source"
      data-source="scale"
      title={t('scaleUi.fromScaleAt', { device: source.device, time })}
    >
      {t('scaleUi.fromScale')}
    </span>
  );
}
