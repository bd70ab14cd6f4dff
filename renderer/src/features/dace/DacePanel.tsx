// The DACE of a shipment: availability and fiscal status, the latest document, generating a new
// one of type T, R or C, and printing it.
import './dace.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TipoDace } from '../../../../electron/shared/contract';
import { useStore } from '../../app/store';
import { currentLanguage } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Panel } from '../../ui/Panel';

const TIPOS: TipoDace[] = ['T', 'R', 'C'];

/** The fiscal statuses the station knows, said in the operator's words; any other is the server's own. */
const FISCAL_STATUSES = ['AUTORIZADA', 'PENDENTE', 'INDISPONIVEL', 'CANCELADA', 'DENEGADA', 'REJEITADA'] as const;
type FiscalStatus = (typeof FISCAL_STATUSES)[number];
const knownFiscal = (status: string): FiscalStatus | undefined => {
  const folded = status
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/O$/, 'A');
  return FISCAL_STATUSES.find((known) => known === folded);
};

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);

interface FactProps {
  label: string;
  /** Across the whole row (a 44-digit key). */
  wide?: boolean;
  className?: string;
  testId?: string;
  children: ReactNode;
}

/** One fact of the DACE: what it is, then its value. */
function Fact({ label, wide, className, testId, children }: FactProps) {
  return (
    <div className={wide ? 'wide' : undefined}>
      <dt>{label}</dt>
      <dd className={className} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The bought label's shipment, as much of it as the DACE needs (a label's record is one). */
export interface DaceShipment {
  shipmentId: string;
  invoiceType: 'NFE' | 'DCE' | null;
}

export function DacePanel({ record }: { record: DaceShipment }) {
  const { t } = useTranslation();
  const dace = useStore((s) => (s.dace?.shipmentId === record.shipmentId ? s.dace : null));
  const generateAndPrintDace = useStore((s) => s.generateAndPrintDace);
  const loadDace = useStore((s) => s.loadDace);
  const response = dace?.response ?? null;
  const doc = response?.document ?? null;
  // A shipment with no DC-e has no DACE: the station says so in its own words, and the server's
  // reason (which says the same, "a DACE existe só para declaração de conteúdo") is not repeated.
  const notDce = response !== null && !response.available && record.invoiceType !== 'DCE';

  return (
    <Panel
      titleId="dace-title"
      title={t('dace.title')}
      className="dace-panel"
      testId="dace-panel"
      aside={response ? <FiscalBadge status={response.fiscalDocumentStatus} available={response.available} /> : null}
    >
      {dace?.loading ? <p className="muted">{t('dace.loading')}</p> : null}
      {dace?.error ? (
        <ErrorNotice error={dace.error} compact actions={{ retry: () => void loadDace(record.shipmentId) }} />
      ) : null}
      {response ? (
        <>
          <dl className="facts">
            <Fact label={t('dace.status')}>{response.available ? t('dace.available') : t('dace.unavailable')}</Fact>
            <Fact label={t('dace.latest')}>{response.generated ? t('dace.generatedYes') : t('dace.generatedNo')}</Fact>
            {doc && text(doc.reason) && !notDce ? <Fact label={t('dace.reason')}>{text(doc.reason)}</Fact> : null}
            {doc && text(doc.tipoDace) ? (
              <Fact label={t('dace.type')}>{t(`dace.tipo.${doc.tipoDace as TipoDace}`)}</Fact>
            ) : null}
            {doc && text(doc.chave) ? (
              <Fact label={t('dace.key')} wide className="mono small" testId="dace-key">
                {text(doc.chave)}
              </Fact>
            ) : null}
            {doc && text(doc.numero) ? (
              <Fact label={t('dace.numero')}>
                {text(doc.numero)} / {text(doc.serie) ?? '—'}
              </Fact>
            ) : null}
            {doc && text(doc.protocolo) ? (
              <Fact label={t('dace.protocolo')} className="mono">
                {text(doc.protocolo)}
              </Fact>
            ) : null}
            {doc && text(doc.issuedAt) ? (
              <Fact label={t('dace.issuedAt')}>{formatDateTime(String(doc.issuedAt), currentLanguage())}</Fact>
            ) : null}
          </dl>
          {response.available ? (
            <div className="dace-actions" role="group" aria-labelledby="dace-generate-label">
              <span className="faint small" id="dace-generate-label">
                {t('dace.generate')}
              </span>
              {TIPOS.map((tipo) => (
                <button
                  key={tipo}
                  type="button"
                  className="btn small"
                  disabled={Boolean(dace?.generating)}
                  onClick={() => void generateAndPrintDace(tipo)}
                  data-testid={`dace-generate-${tipo}`}
                >
                  {dace?.generating === tipo ? t('dace.generating') : t(`dace.tipo.${tipo}`)}
                </button>
              ))}
            </div>
          ) : notDce ? (
            <p className="faint small" data-testid="dace-not-dce">
              {t('dace.notDce')}
            </p>
          ) : null}
          {dace?.printed ? (
            <p className="small ok-text" role="status" data-testid="dace-printed">
              {t('dace.printedOn', { type: dace.printed.tipoDace, printer: dace.printed.printJob.printer })}
              {dace.printed.combinedWithLabel ? ` ${t('dace.combined')}` : ''}
            </p>
          ) : null}
        </>
      ) : null}
    </Panel>
  );
}

function FiscalBadge({ status, available }: { status: string | undefined; available: boolean }) {
  const { t } = useTranslation();
  const known = status ? knownFiscal(status) : undefined;
  const words = known
    ? t(`dace.fiscal.${known}`)
    : (status ?? (available ? t('dace.available') : t('dace.unavailable')));
  return (
    <span
      className={`badge ${available ? 'ok' : ''}`}
      data-testid="dace-status"
      title={status && !known ? t('dace.fiscalAsServer') : undefined}
    >
      {words}
    </span>
  );
}
