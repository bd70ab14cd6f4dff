// Proof of weight in a table (the day summary, the audit log): the weight a label was bought
// with, and where it came from: the desk scale with its device and the time of the reading, or
// typed, a preset's, a batch file's. What a weight dispute with the carrier is answered with.
import './scale.css';
import { useTranslation } from 'react-i18next';
import type { WeightProofView } from '../../../../electron/shared/desk';
import { formatGrams } from '../../../../electron/shared/scale';
import { currentLanguage } from '../../i18n';
import { formatTime } from '../../lib/format';

export function WeightProofCells({ weight }: { weight: WeightProofView | null }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (!weight)
    return (
      <>
        <td className="num nowrap" data-testid="weight">
          —
        </td>
        <td data-testid="weight-source">—</td>
      </>
    );
  const source =
    weight.source === 'scale'
      ? t('scaleUi.fromScaleAt', {
          device: weight.device ?? '?',
          time: weight.readAt ? formatTime(weight.readAt, language) : '?',
        })
      : t(`weightSource.${weight.source}`);
  return (
    <>
      <td className="num nowrap" data-testid="weight">
        {formatGrams(language, weight.grams)}
      </td>
      <td className="ellipsis" data-testid="weight-source" data-source={weight.source} title={source}>
        {source}
      </td>
    </>
  );
}
