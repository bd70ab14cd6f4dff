// The shortcuts overlay (? or F1).
import './HelpOverlay.css';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/Dialog';
import { SHORTCUTS, type Shortcut } from '../lib/shortcuts';

export function HelpOverlay({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const groups: Array<Shortcut['group']> = ['everywhere', 'ship'];
  return (
    <Dialog
      title={t('help.title')}
      onClose={onClose}
      wide
      testId="help-overlay"
      textOnly
      footer={
        <button type="button" className="btn primary" onClick={onClose} data-autofocus>
          {t('help.close')} <kbd aria-hidden="true">Esc</kbd>
        </button>
      }
    >
      <div className="help-groups">
        {groups.map((group) => (
          <section key={group}>
            <h3>{t(`help.groups.${group}`)}</h3>
            <dl className="shortcut-list">
              {SHORTCUTS.filter((s) => s.group === group).map((s) => (
                <div key={s.help}>
                  <dt>
                    <kbd>{s.keys}</kbd>
                  </dt>
                  <dd>{t(`help.keys.${s.help}`)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
