// Bringing orders in: open a CSV file (or paste its text), choose the sender, and let main check
// every row; nothing is quoted or bought until the operator starts the batch. The template lists
// every column the importer reads, with three example orders.
import { useState, type ChangeEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/store';
import { saveCsv } from '../../lib/download';
import { describeRule } from '../rules';
import { readCsvFile } from './csvFile';
import { batchTemplateCsv, TEMPLATE_FILE_NAME } from './template';
import { Panel } from '../../ui/Panel';
import { SelectField } from '../../ui/SelectField';
import { SenderOptions } from '../shipment';
import { currentLanguage } from '../../i18n';
import { formatTime } from '../../lib/format';

/** A pasted batch has no file name: it is called by when it was pasted, the desk's time ("Colado às 14:32"). */
const pastedName = (t: TFunction) =>
  t('batch.pastedAt', { time: formatTime(new Date().toISOString(), currentLanguage()) });

export function BatchImport() {
  const { t } = useTranslation();
  const senders = useStore((s) => s.senders);
  const ruleView = useStore((s) => s.ruleView);
  const busy = useStore((s) => s.batchBusy);
  const importBatch = useStore((s) => s.importBatch);
  const openSettings = useStore((s) => s.openSettings);
  const [senderKey, setSenderKey] = useState(() => senders.find((s) => s.isDefault)?.key ?? '');
  const [pasted, setPasted] = useState('');

  const send = (csv: string, fileName?: string) =>
    void importBatch({ csv, ...(fileName ? { fileName } : {}), ...(senderKey ? { senderKey } : {}) });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    send(await readCsvFile(file), file.name);
    input.value = ''; // the same file can be chosen again after fixing it
  };

  return (
    <Panel titleId="batch-import-title" title={t('batch.importTitle')}>
      {/* The native control's words follow the browser's language; the label says it in the desk's. */}
      <div className="file-pick">
        <input
          id="batch-file"
          type="file"
          accept=".csv,.txt,text/csv"
          className="file-input"
          onChange={(e) => void onFile(e)}
          disabled={busy}
          data-testid="batch-file"
        />
        <label htmlFor="batch-file" className="btn primary">
          {t('batch.open')}
        </label>
        <span className="faint small">{t('batch.openHint')}</span>
      </div>
      <div className="field">
        <label htmlFor="batch-paste">{t('batch.paste')}</label>
        <textarea
          id="batch-paste"
          className="input mono paste-area"
          rows={3}
          value={pasted}
          onChange={(e) => setPasted(e.target.value)}
          placeholder="externalRef;name;cpfCnpj;…"
          spellCheck={false}
        />
      </div>
      <button
        type="button"
        className="btn small paste-check"
        disabled={busy || !pasted.trim()}
        onClick={() => send(pasted, pastedName(t))}
        data-testid="batch-paste-import"
      >
        {t('batch.checkPasted')}
      </button>
      <SelectField
        id="batch-sender"
        label={t('batch.sender')}
        value={senderKey}
        onChange={(e) => setSenderKey(e.target.value)}
      >
        <option value="">{t('batch.defaultSender')}</option>
        <SenderOptions senders={senders} />
      </SelectField>
      <p className="small muted">
        {t('batch.ruleLine', { rule: ruleView ? describeRule(ruleView.rule, t) : '…' })}{' '}
        <button type="button" className="link" onClick={() => openSettings('loja')}>
          {t('batch.changeRule')}
        </button>
      </p>
      <button
        type="button"
        className="btn small"
        onClick={() => saveCsv(TEMPLATE_FILE_NAME, batchTemplateCsv())}
        data-testid="batch-template"
      >
        ↓ {t('batch.template')}
      </button>
    </Panel>
  );
}
