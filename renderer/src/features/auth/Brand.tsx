// The app's name and version, on the login and in the header.
import { useTranslation } from 'react-i18next';

export function Brand({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={compact ? 'brand compact' : 'brand'}>
      <span className="brand-mark" aria-hidden="true">▣</span>
      {compact ? <span className="brand-name">{t('app.name')}</span> : <h1 className="brand-name">{t('app.name')}</h1>}
      <span className="version">{t('app.version', { version: __APP_VERSION__ })}</span>
    </div>
  );
}
