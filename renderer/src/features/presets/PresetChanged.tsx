// What the last preset changed on the parcel form ("Comprimento — → 20 · Peso 2,5 → 1,2") and the
// way back (Ctrl+Z or the button): a preset key pressed by mistake is seen and taken back with
// one key. Shown while the preset's box is still on the form.
import './presets.css';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/store';
import type { ParcelFormat } from '../quote';
import { presetUndoable } from './presetsSlice';

export function PresetChanged({ onUndo }: { onUndo(): void }) {
  const { t } = useTranslation();
  const undo = useStore(presetUndoable);
  if (!undo) return null;
  const changes = undo.changes.length
    ? undo.changes
        .map(({ field, from, to }) => {
          const label = field === 'format' ? t('ship.parcel.format') : t(`ship.parcel.${field}`);
          const value = (v: string) => (field === 'format' ? t(`presets.format.${v as ParcelFormat}`) : v || '—');
          return `${label} ${value(from)} → ${value(to)}`;
        })
        .join(' · ')
    : t('presets.nothingChanged');
  return (
    <p className="small preset-changed" role="status" data-testid="preset-changed">
      <span>{t('presets.changed', { key: undo.key, name: undo.name, changes })}</span>{' '}
      <button type="button" className="link" onClick={onUndo} aria-keyshortcuts="Control+Z" data-testid="preset-undo">
        {t('presets.undo')} <kbd aria-hidden="true">Ctrl+Z</kbd>
      </button>
    </p>
  );
}
