// The app's name and version, on the login and in the header.
import './Brand.css';
import { useTranslation } from 'react-i18next';

export function Brand({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    // In the header the version gives way to the desk's sections; it stays in the tooltip.
    <div
      className={compact ? 'brand compact' : 'brand'}
      title={compact ? `${t('app.name')} ${t('app.version', { version: __APP_VERSION__ })}` : undefined}
    >
      <span className="brand-mark" aria-hidden="true">
        ▣
      </span>
      {compact ? <span className="brand-name">{t('app.name')}</span> : <h1 className="brand-name">{t('app.name')}</h1>}
      <span className="version">{t('app.version', { version: __APP_VERSION__ })}</span>
    </div>
  );
}
