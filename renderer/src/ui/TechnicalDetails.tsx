// The system's own words behind a failure (an error code, the keychain's message, the call that
// failed): for support, folded under "Detalhes", so the operator reads the station's plain
// sentence first and is never handed D-Bus or ECONNREFUSED as the explanation (issue 29.7).
import './TechnicalDetails.css';
import { useTranslation } from 'react-i18next';

export function TechnicalDetails({ lines, testId }: { lines: readonly string[]; testId?: string }) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  return (
    <details className="tech-details" data-testid={testId}>
      <summary>{t('errors.details')}</summary>
      <ul className="server">
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </details>
  );
}
