// The loja's presets on the ship screen, each with its key (1–9). A key press outside a text field
// (or a click) puts the box on the parcel form; the weight field then takes the scale's reading.
// Arrow keys move along the bar; Tab goes on to the parcel fields.
import './presets.css';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/store';
import { currentLanguage } from '../../i18n';
import { presetMeasures, presetStillOnForm } from './presetForm';

function moveAlongBar(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
  const chips = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button'));
  const at = chips.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  event.preventDefault();
  chips[(at + (event.key === 'ArrowRight' ? 1 : -1) + chips.length) % chips.length]?.focus();
}

export function PresetBar({ onApply }: { onApply(key: number): void }) {
  const { t } = useTranslation();
  const presets = useStore((s) => s.presets);
  const appliedId = useStore((s) => s.appliedPresetId);
  const parcel = useStore((s) => s.parcel);
  const openSettings = useStore((s) => s.openSettings);
  const language = currentLanguage();

  if (presets.length === 0) {
    return (
      <p className="faint small" data-testid="preset-bar-empty">
        {t('presets.noneOnShip')}{' '}
        <button type="button" className="link" onClick={() => openSettings('loja')}>
          {t('presets.createInSettings')}
        </button>
      </p>
    );
  }
  return (
    <div
      className="preset-bar"
      role="toolbar"
      aria-label={t('presets.bar')}
      onKeyDown={moveAlongBar}
      data-testid="preset-bar"
      data-advance-skip
    >
      {presets.map((p) => {
        const active = p.id === appliedId && presetStillOnForm(p, parcel);
        return (
          <button
            key={p.id}
            type="button"
            className={`preset-chip${active ? ' active' : ''}`}
            aria-pressed={active}
            aria-keyshortcuts={String(p.key)}
            title={presetMeasures(p, language)}
            onClick={() => onApply(p.key)}
            data-testid={`preset-${p.key}`}
          >
            <kbd aria-hidden="true">{p.key}</kbd>
            <span className="preset-name">{p.name}</span>
            <span className="sr-only">{presetMeasures(p, language)}</span>
          </button>
        );
      })}
    </div>
  );
}
