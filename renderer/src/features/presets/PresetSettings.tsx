// Settings → package presets of this loja: the list in key order (1–9), moved up and down to
// change the keys, edited or deleted; a form checked by the same schema main uses.
import './presets.css';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PRESETS, type PresetView } from '../../../../electron/shared/desk';
import type { StationError } from '../../bridge';
import { useStore } from '../../app/store';
import { currentLanguage } from '../../i18n';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Field } from '../../ui/Field';
import { DimensionFields, FormatChoice, MeasureField } from '../quote';
import { checkDraft, draftOf, emptyDraft, presetMeasures, type DraftField, type PresetDraft } from './presetForm';

export function PresetSettings() {
  const { t } = useTranslation();
  const presets = useStore((s) => s.presets);
  const { savePreset, deletePreset, movePreset } = useStore();
  const [draft, setDraft] = useState<PresetDraft | null>(null);
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [failure, setFailure] = useState<StationError | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const language = currentLanguage();
  const full = presets.length >= MAX_PRESETS;

  const run = async (work: () => Promise<{ ok: boolean; error?: StationError }>) => {
    setBusy(true);
    const result = await work();
    setBusy(false);
    setFailure(result.ok ? null : (result.error ?? null));
    return result.ok;
  };
  const edit = (next: PresetDraft | null) => {
    setDraft(next);
    setErrors({});
    setFailure(null);
  };
  const change = (patch: Partial<PresetDraft>) => {
    if (!draft) return;
    setDraft({ ...draft, ...patch });
    setErrors((e) => {
      const rest = { ...e };
      for (const key of Object.keys(patch)) delete rest[key as DraftField];
      return rest;
    });
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const checked = checkDraft(draft, language, {
      required: t('errors.field.required'),
      number: t('errors.field.number'),
    });
    if (!checked.ok) return setErrors(checked.errors);
    if (await run(() => savePreset(checked.value))) edit(null);
  };
  const formatName = (p: PresetView) =>
    t(`ship.parcel.${p.format === '1' ? 'envelope' : p.format === '2' ? 'box' : 'cylinder'}`);

  return (
    <div className="preset-settings">
      {presets.length === 0 ? <p className="muted small">{t('presets.empty')}</p> : null}
      <ol className="list-stack preset-list" data-testid="preset-list">
        {presets.map((p, i) => (
          <li key={p.id} className="preset-line" data-testid="preset-line">
            <kbd title={t('presets.keyHint', { key: p.key })}>{p.key}</kbd>
            <span className="preset-what">
              <strong>{p.name}</strong>
              <span className="muted small">
                {formatName(p)} · {presetMeasures(p, language)}
              </span>
            </span>
            <span className="preset-actions">
              <button
                type="button"
                className="btn ghost small"
                disabled={busy || i === 0}
                onClick={() => void run(() => movePreset(p.id, -1))}
                aria-label={t('presets.moveUp', { name: p.name })}
              >
                ↑
              </button>
              <button
                type="button"
                className="btn ghost small"
                disabled={busy || i === presets.length - 1}
                onClick={() => void run(() => movePreset(p.id, 1))}
                aria-label={t('presets.moveDown', { name: p.name })}
              >
                ↓
              </button>
              <button
                type="button"
                className="btn ghost small"
                disabled={busy}
                onClick={() => edit(draftOf(p, language))}
              >
                {t('presets.edit')}
              </button>
              {deleting === p.id ? (
                <button
                  type="button"
                  className="btn small danger"
                  disabled={busy}
                  onClick={() => void run(() => deletePreset(p.id)).then(() => setDeleting(null))}
                >
                  {t('presets.confirmDelete')}
                </button>
              ) : (
                <button
                  type="button"
                  className="btn ghost small"
                  disabled={busy}
                  onClick={() => setDeleting(p.id)}
                  aria-label={t('presets.delete', { name: p.name })}
                >
                  ✕
                </button>
              )}
            </span>
          </li>
        ))}
      </ol>
      {draft ? (
        <form className="preset-form" onSubmit={(e) => void save(e)} data-testid="preset-form" noValidate>
          <div className="grid2">
            <Field
              label={t('presets.name')}
              value={draft.name}
              onChange={(e) => change({ name: e.target.value })}
              error={errors.name}
              example={t('errors.examples.presetName')}
              name="presetName"
              autoFocus
              maxLength={40}
            />
            <MeasureField
              label={t('presets.weight')}
              unit="kg"
              value={draft.weight}
              onValue={(weight) => change({ weight })}
              error={errors.weight}
              example={t('errors.examples.weight')}
              name="presetWeight"
            />
          </div>
          <FormatChoice value={draft.format} onChange={(format) => change({ format })} testId="preset-format" />
          <DimensionFields
            format={draft.format}
            values={draft}
            error={(key) => errors[key]}
            onChange={change}
            namePrefix="preset-"
          />
          {errors.format ? <p className="field-error">{errors.format}</p> : null}
          <div className="form-actions">
            <button type="button" className="btn" onClick={() => edit(null)}>
              {t('book.form.cancel')}
            </button>
            <button type="submit" className="btn primary" disabled={busy} data-testid="preset-save">
              {busy ? t('settings.saving') : t('presets.save')}
            </button>
          </div>
        </form>
      ) : (
        <div className="row">
          <button
            type="button"
            className="btn small"
            disabled={full || busy}
            onClick={() => edit(emptyDraft())}
            data-testid="preset-new"
          >
            + {t('presets.new')}
          </button>
          {full ? (
            <span className="faint small">{t('presets.full', { max: MAX_PRESETS })}</span>
          ) : (
            <span className="faint small">{t('presets.hint')}</span>
          )}
        </div>
      )}
      {failure ? <ErrorNotice error={failure} compact /> : null}
    </div>
  );
}
