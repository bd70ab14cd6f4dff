// Settings → the loja's rate rule (what one key buys): the cheapest, the fastest, or a preferred
// service, with a price ceiling in reais that is never exceeded; and this desk's confirmation
// mode. A preferred service is picked from a free sample quote (the spec lists no services).
import './rules.css';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseOrIssues } from '../../../../electron/shared/contract';
import { rateRuleSchema, type RateRule } from '../../../../electron/shared/desk';
import type { StationError } from '../../bridge';
import { useStore } from '../../app/store';
import { currentLanguage } from '../../i18n';
import { formatBRL, moneyProblem, parseBRL } from '../../lib/format';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Field } from '../../ui/Field';
import { Segmented } from '../../ui/Segmented';
import { describeRule } from './ruleText';
import { choicesOf, mergeChoices, sampleServices, type ServiceChoice } from './services';
import { SelectField } from '../../ui/SelectField';

type Kind = RateRule['kind'];
type Fallback = 'refuse' | 'cheapest';
type RuleErrors = Partial<Record<'ceiling' | 'service', string>>;

const reais = (cents: number | undefined) => (cents === undefined ? '' : formatBRL(cents).replace(/^R\$\s*/, ''));

export function RuleSettings({ rule }: { rule: RateRule }) {
  const { t } = useTranslation();
  const { saveRule, ruleBusy, ruleError, ruleSavedAt, confirmMode, setConfirmMode } = useStore();
  const quote = useStore((s) => s.quote);
  const senders = useStore((s) => s.senders);
  const [kind, setKind] = useState<Kind>(rule.kind);
  const [ceiling, setCeiling] = useState(reais(rule.maxPriceCents));
  const [serviceId, setServiceId] = useState(rule.kind === 'preferred' ? rule.serviceLevelId : '');
  const [fallback, setFallback] = useState<Fallback>(rule.kind === 'preferred' ? rule.fallback : 'refuse');
  const [sample, setSample] = useState<ServiceChoice[]>([]);
  const [sampleError, setSampleError] = useState<StationError | null>(null);
  const [loading, setLoading] = useState(false);
  const [errors, setErrors] = useState<RuleErrors>({});

  const saved: ServiceChoice[] =
    rule.kind === 'preferred'
      ? [
          {
            carrierId: rule.carrierId,
            serviceLevelId: rule.serviceLevelId,
            label: rule.serviceLabel || rule.serviceLevelId,
            samplePriceCents: null,
          },
        ]
      : [];
  const choices = mergeChoices(
    sample,
    quote.status === 'ready' ? choicesOf(quote.response.shippingOptions) : [],
    saved,
  );
  const origin = senders.find((s) => s.isDefault) ?? senders[0];

  const loadServices = async () => {
    if (!origin) return;
    setLoading(true);
    const result = await sampleServices(origin.summary.zip);
    setLoading(false);
    setSampleError(result.ok ? null : result.error);
    if (result.ok) setSample(result.value);
  };

  const build = (): RateRule | null => {
    const found: RuleErrors = {};
    const cents = ceiling.trim() ? parseBRL(ceiling) : undefined;
    if (cents === null) found.ceiling = t(`errors.field.${moneyProblem(ceiling)}`);
    if (kind === 'preferred' && cents === undefined) found.ceiling = t('rule.ceilingRequired');
    const service = choices.find((c) => c.serviceLevelId === serviceId);
    if (kind === 'preferred' && !service) found.service = t('rule.serviceRequired');
    setErrors(found);
    if (Object.keys(found).length) return null;
    const ceilingPart = typeof cents === 'number' ? { maxPriceCents: cents } : {};
    const draft =
      kind === 'preferred' && service
        ? {
            kind,
            carrierId: service.carrierId,
            serviceLevelId: service.serviceLevelId,
            serviceLabel: service.label.slice(0, 80),
            fallback,
            ...ceilingPart,
          }
        : { kind, ...ceilingPart };
    const parsed = parseOrIssues(rateRuleSchema, draft, currentLanguage());
    if (!parsed.ok) {
      setErrors({ ceiling: parsed.error.issues.join(' · ') });
      return null;
    }
    return parsed.value;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = build();
    if (next) void saveRule(next);
  };

  return (
    <form className="rule-form" onSubmit={submit} data-testid="rule-form" noValidate>
      <Segmented<Kind>
        label={t('rule.kindLabel')}
        inline
        full
        value={kind}
        options={[
          { value: 'cheapest', label: t('rule.kind.cheapest') },
          { value: 'fastest', label: t('rule.kind.fastest') },
          { value: 'preferred', label: t('rule.kind.preferred') },
        ]}
        onChange={(next) => {
          setKind(next);
          setErrors({});
          if (next === 'preferred' && sample.length === 0) void loadServices();
        }}
        testId="rule-kind"
      />
      {kind === 'preferred' ? (
        <div className="rule-service">
          <SelectField
            id="rule-service"
            label={t('rule.service')}
            error={errors.service}
            value={serviceId}
            onChange={(e) => {
              setServiceId(e.target.value);
              setErrors((x) => ({ ...x, service: undefined }));
            }}
            data-testid="rule-service"
          >
            <option value="">{loading ? t('rule.loadingServices') : t('rule.chooseService')}</option>
            {choices.map((c) => (
              <option key={c.serviceLevelId} value={c.serviceLevelId}>
                {c.label}
                {c.samplePriceCents === null
                  ? ''
                  : ` — ${t('rule.samplePrice', { price: formatBRL(c.samplePriceCents) })}`}
              </option>
            ))}
          </SelectField>
          <button type="button" className="btn small" onClick={() => void loadServices()} disabled={loading || !origin}>
            {t('rule.reloadServices')}
          </button>
        </div>
      ) : null}
      {sampleError ? <ErrorNotice error={sampleError} compact /> : null}
      <div className="rule-limits">
        <Field
          label={kind === 'preferred' ? t('rule.ceiling') : t('rule.ceilingOptional')}
          unit="R$"
          inputMode="decimal"
          value={ceiling}
          onChange={(e) => {
            setCeiling(e.target.value.replace(/[^0-9.,]/g, ''));
            setErrors((x) => ({ ...x, ceiling: undefined }));
          }}
          error={errors.ceiling}
          example={t('errors.examples.money')}
          name="ruleCeiling"
          className="ceiling-field"
        />
        {kind === 'preferred' ? (
          <Segmented<Fallback>
            label={t('rule.fallback')}
            full
            value={fallback}
            options={[
              { value: 'refuse', label: t('rule.fallbackRefuse') },
              { value: 'cheapest', label: t('rule.fallbackCheapest') },
            ]}
            onChange={setFallback}
            testId="rule-fallback"
          />
        ) : null}
      </div>
      <p className="faint small">{t('rule.ceilingHint')}</p>
      <div className="form-actions rule-actions">
        <span className="small muted" data-testid="rule-current">
          {t('rule.current', { rule: describeRule(rule, t) })}
        </span>
        <span className="spacer" />
        {ruleSavedAt ? (
          <span className="small ok-text" role="status">
            {t('rule.saved')}
          </span>
        ) : null}
        <button type="submit" className="btn primary" disabled={ruleBusy} data-testid="rule-save">
          {ruleBusy ? t('settings.saving') : t('rule.save')}
        </button>
      </div>
      {ruleError ? <ErrorNotice error={ruleError} compact /> : null}
      <label className="check confirm-mode">
        <input
          type="checkbox"
          checked={confirmMode}
          onChange={(e) => setConfirmMode(e.target.checked)}
          data-testid="confirm-mode"
        />
        {t('rule.confirmMode')}
      </label>
      <p className="faint small">{t('rule.confirmModeHint')}</p>
    </form>
  );
}
