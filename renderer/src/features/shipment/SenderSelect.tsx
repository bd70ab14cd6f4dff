// The sender: the loja's default is preselected; a plain select (arrows, type-ahead) changes it.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore, useStoreFields } from '../../app/store';
import { showCep } from '../../lib/masks';
import { ErrorNotice } from '../../ui/ErrorNotice';
import type { SenderEntry } from '../../../../electron/shared/addressbook';
import { SelectField } from '../../ui/SelectField';

/** The loja's senders as options, the default one marked. */
export function SenderOptions({ senders }: { senders: readonly SenderEntry[] }) {
  const { t } = useTranslation();
  return senders.map((entry) => (
    <option key={entry.key} value={entry.key}>
      {entry.summary.name}
      {entry.isDefault ? ` (${t('ship.sender.default')})` : ''}
    </option>
  ));
}

export function SenderSelect() {
  const { t } = useTranslation();
  const id = useId();
  const senders = useStore((s) => s.senders);
  const sender = useStore((s) => s.sender);
  const error = useStore((s) => s.sendersError);
  const { chooseSender, loadSenders, bookStatus } = useStoreFields('chooseSender', 'loadSenders', 'bookStatus');
  const problem = useStore((s) => s.parcelErrors.sender);
  if (error) return <ErrorNotice error={error} compact actions={{ retry: () => void loadSenders() }} />;
  if (!senders.length) {
    const syncing = !bookStatus || bookStatus.state === 'running' || !bookStatus.lastSyncAt;
    return (
      <>
        <p className="muted small">{syncing ? t('ship.sender.loading') : t('ship.sender.none')}</p>
        {problem ? (
          <p className="field-error" role="alert">
            {t('ship.sender.required')}
          </p>
        ) : null}
      </>
    );
  }
  const s = sender?.summary;
  return (
    <div className="sender-select">
      <SelectField
        id={id}
        label={t('ship.sender.label')}
        hideLabel
        value={sender?.key ?? ''}
        onChange={(e) => chooseSender(e.target.value)}
        data-testid="sender-select"
      >
        <SenderOptions senders={senders} />
      </SelectField>
      {s ? (
        <p className="party-lines muted">
          <span>
            {s.street}, {s.number} · {s.city}-{s.state} · <span className="mono">{showCep(s.zip)}</span>
          </span>
        </p>
      ) : null}
    </div>
  );
}
