// The scan field in the header, one key away from anywhere (F2, or / outside a text field). A
// keyboard-wedge scanner types the code and presses Enter; so can the operator. The field is
// emptied at once and keeps the focus, so the next parcel can be scanned straight away (except
// for a new order, which moves on to the ship screen's first empty field).
import './scan.css';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { runShipCommand, SCAN_INPUT_ID } from '../../lib/shortcuts';
import { useStore } from '../../app/store';

export function ScanField() {
  const { t } = useTranslation();
  const scan = useStore((s) => s.scan);
  const [text, setText] = useState('');

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setText('');
      event.currentTarget.blur();
      return;
    }
    if (event.key !== 'Enter') return;
    event.preventDefault();
    // The DOM value, not the state: a scanner's last characters and Enter arrive in one burst.
    const value = event.currentTarget.value;
    setText('');
    void scan(value).then((result) => {
      if (result?.kind === 'new-order')
        requestAnimationFrame(() => requestAnimationFrame(() => runShipCommand('firstEmpty')));
    });
  };

  return (
    // The slot keeps the header's layout; the field itself widens over the tabs while focused.
    <div className="scan-slot">
      <div className="scan-field" role="search" aria-label={t('scan.label')}>
        <label htmlFor={SCAN_INPUT_ID} className="scan-icon" title={t('scan.label')}>
          <span aria-hidden="true">▥</span>
          <span className="sr-only">{t('scan.label')}</span>
        </label>
        <input
          id={SCAN_INPUT_ID}
          className="scan-input"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('scan.placeholder')}
          autoComplete="off"
          spellCheck={false}
          aria-keyshortcuts="F2 /"
          data-testid="scan-input"
        />
        <kbd aria-hidden="true">F2</kbd>
      </div>
    </div>
  );
}
