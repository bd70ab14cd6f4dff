// The recipient, found by search-as-you-type in the address book (ARIA combobox: arrows move,
// Enter picks, Esc closes) or created inline. The last line of the list creates a new one.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecipientEntry } from '../../../../electron/shared/addressbook';
import { onShipCommand } from '../../lib/shortcuts';
import { useStore, useStoreFields } from '../../app/store';
import { showCep, showDocument, showPhone } from '../../lib/masks';
import { emptyRecipient, RecipientFormDialog, addressBookSource, EntryBadge } from '../addressbook';

const SEARCH_DELAY_MS = 120;

export function RecipientPicker({ onChosen }: { onChosen(): void }) {
  const { t } = useTranslation();
  const { recipient, chooseRecipient, announce } = useStoreFields('recipient', 'chooseRecipient', 'announce');
  const problem = useStore((s) => s.parcelErrors.recipient);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<RecipientEntry[]>([]);
  const [offline, setOffline] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [creating, setCreating] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const searchSeq = useRef(0);
  /** The query the results on screen answer; Enter before the latest answer waits for it. */
  const answered = useRef<string | null>(null);
  const enterWaiting = useRef(false);

  const chooseRef = useRef<(entry: RecipientEntry) => void>(() => undefined);
  const choose = (entry: RecipientEntry) => {
    chooseRecipient(entry);
    setOpen(false);
    setQuery('');
    announce(t('ship.recipient.chosen', { name: entry.summary.name }));
    onChosen();
  };
  useEffect(() => {
    chooseRef.current = choose;
  });

  // Alt+D as a browser's address bar: the focus, with what is there selected, so typing replaces it.
  useEffect(
    () =>
      onShipCommand('recipient', () => {
        input.current?.focus();
        input.current?.select();
      }),
    [],
  );
  useEffect(() => onShipCommand('newRecipient', () => setCreating(query)), [query]);
  useEffect(() => {
    if (!recipient) input.current?.focus();
  }, [recipient]);

  useEffect(() => {
    if (!open) return;
    const mine = ++searchSeq.current;
    const search = async () => {
      const result = await addressBookSource().search({ kind: 'recipient', q: query, limit: 8 });
      if (mine !== searchSeq.current) return;
      const entries = result.ok ? result.value.entries.filter((e): e is RecipientEntry => e.kind === 'recipient') : [];
      answered.current = query;
      setResults(entries);
      setOffline(result.ok && Boolean(result.value.offlineSince));
      setActive(entries.length && query.trim() ? 0 : -1);
      // Typed (or scanned) and Enter at once: take the best match for what was typed.
      if (enterWaiting.current) {
        enterWaiting.current = false;
        if (entries[0] && query.trim()) chooseRef.current(entries[0]);
      }
    };
    // The bridge answers with a Result and never rejects, and a newer keystroke's search
    // supersedes this one (searchSeq), so nothing waits on it.
    const timer = setTimeout(() => void search(), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, open]);

  const createIndex = results.length;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      // The last line ("Cadastrar") is reached by the arrows only once something is typed: with
      // nothing typed there is nothing to carry into it, and Alt+C (or a click) still opens it.
      const count = results.length + (query.trim() ? 1 : 0);
      if (count) setActive((i) => (i + (event.key === 'ArrowDown' ? 1 : -1) + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (open && query.trim() && answered.current !== query) enterWaiting.current = true;
      else if (open && active >= 0 && active < results.length) choose(results[active]!);
      else if (open && active === createIndex && query.trim()) setCreating(query);
      else if (!open) setOpen(true);
      else if (recipient) onChosen();
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  const optionId = (i: number) => `${listId}-opt-${i}`;
  return (
    <div className="recipient-picker">
      <div className="field">
        <label htmlFor={`${listId}-input`}>
          {t('ship.recipient.search')} <kbd aria-hidden="true">Alt+D</kbd>
        </label>
        <input
          ref={input}
          id={`${listId}-input`}
          className="input"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          placeholder={t('ship.recipient.placeholder')}
          value={query}
          autoComplete="off"
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
        />
      </div>
      {open ? (
        <ul className="combo-list" role="listbox" id={listId} aria-label={t('ship.recipient.title')}>
          {offline ? (
            <li className="combo-note" role="presentation">
              {t('ship.recipient.offlineCopy')}
            </li>
          ) : null}
          {results.map((entry, i) => (
            <li
              key={entry.key}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'active' : undefined}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(entry)}
            >
              <span className="combo-main">
                <strong>{entry.summary.name}</strong> <EntryBadge entry={entry} />
              </span>
              <span className="combo-sub">
                {showDocument(entry.summary.cpfCnpj)} · {entry.summary.city}-{entry.summary.state} ·{' '}
                {showCep(entry.summary.zip, entry.summary.country)}
              </span>
            </li>
          ))}
          {query.trim() && results.length === 0 ? (
            <li className="combo-note" role="presentation">
              {t('ship.recipient.noResults')}
            </li>
          ) : null}
          <li
            id={optionId(createIndex)}
            role="option"
            aria-selected={active === createIndex}
            className={`combo-create${active === createIndex ? ' active' : ''}`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => setCreating(query)}
          >
            + {query.trim() ? t('ship.recipient.createFrom', { q: query.trim() }) : t('ship.recipient.create')}{' '}
            <kbd aria-hidden="true">Alt+C</kbd>
          </li>
        </ul>
      ) : null}
      <span className="sr-only" role="status">
        {open && query.trim() ? t('ship.recipient.results', { count: results.length }) : ''}
      </span>
      {problem && !recipient ? (
        <p className="field-error" role="alert">
          {t('ship.recipient.required')}
        </p>
      ) : null}
      {recipient ? <RecipientCard entry={recipient} onChange={() => input.current?.focus()} /> : null}
      {creating !== null ? (
        <RecipientFormDialog
          initial={recipientFromSearch(creating)}
          useLabel
          onClose={() => setCreating(null)}
          onSaved={(entry) => {
            setCreating(null);
            if (entry) choose(entry);
          }}
        />
      ) : null}
    </div>
  );
}

/** What was typed in the search, carried into a new recipient: a CPF or CNPJ as its document, a CEP as its CEP, else its name. */
function recipientFromSearch(typed: string) {
  const q = typed.trim();
  const digits = q.replace(/[\s./-]/g, '');
  const blank = emptyRecipient();
  if (/^(\d{11}|\d{14})$/.test(digits)) return { ...blank, cpfCnpj: q };
  if (/^\d{8}$/.test(digits)) return { ...blank, address: { ...blank.address, zip: q } };
  return emptyRecipient(q);
}

function RecipientCard({ entry, onChange }: { entry: RecipientEntry; onChange(): void }) {
  const { t } = useTranslation();
  const s = entry.summary;
  return (
    <div className="party-card" data-testid="chosen-recipient">
      <div className="party-head">
        <strong>{s.personName || s.name}</strong>
        <EntryBadge entry={entry} />
        <span className="spacer" />
        <button type="button" className="btn ghost small" onClick={onChange}>
          {t('ship.recipient.change')}
        </button>
      </div>
      <div className="party-lines">
        <span>
          {s.street}, {s.number}
          {s.complement ? ` · ${s.complement}` : ''}
        </span>
        <span>
          {s.district ? `${s.district} · ` : ''}
          {s.city}-{s.state} · <span className="mono">{showCep(s.zip, s.country)}</span>
          {s.country !== 'BR' ? ` · ${s.country}` : ''}
        </span>
        <span className="muted">
          {[showDocument(s.cpfCnpj), showPhone(s.phone), s.email].filter(Boolean).join(' · ')}
        </span>
      </div>
    </div>
  );
}
