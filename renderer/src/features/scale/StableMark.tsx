// Whether a scale reading has settled: a mark and its word, beside the live weight.
import { useTranslation } from 'react-i18next';

export function StableMark({ stable, testId }: { stable: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <span className="scale-mark small" data-testid={testId}>
      <span aria-hidden="true">{stable ? '●' : '◌'}</span> {stable ? t('scaleUi.stable') : t('scaleUi.unstable')}
    </span>
  );
}
