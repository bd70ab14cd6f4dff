// The active loja, always in the header, and switching it in one click: the button opens the
// list, a click (or Enter) on another loja switches. Alt+L opens it from anywhere. A bench with
// typed work asks first, as Alt+N does (the recipient and the order reference are the old loja's:
// the bench is cleared, the work kept as that loja's draft); a purchase in progress is never
// switched away from (its label belongs to the loja that is buying it).
import './LojaSwitcher.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionState } from '../../bridge';
import { useStore } from '../../app/store';
import { Dialog } from '../../ui/Dialog';
import { DiscardQuestion } from '../../ui/DiscardQuestion';
import { workOnBench } from '../shipment/state';
import { activeLoja } from './authSlice';
import { lojaCnpj, lojaName, moveFocusInList } from './LojaPicker';

export function LojaSwitcher({ session }: { session: SessionState }) {
  const { t } = useTranslation();
  const open = useStore((s) => s.lojaMenuOpen);
  const setOpen = useStore((s) => s.setLojaMenuOpen);
  const selectLoja = useStore((s) => s.selectLoja);
  const busy = useStore((s) => s.lojaBusy);
  const buying = useStore((s) => s.buy.status === 'working' || s.oneKey.status === 'working');
  /** The loja asked for while typed work is on the bench (null: not asking). */
  const [asking, setAsking] = useState<string | null>(null);
  const menu = useRef<HTMLUListElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const active = activeLoja(session);
  const name = active ? lojaName(active) : '—';
  const several = session.lojas.length > 1;
  const target = session.lojas.find((loja) => loja.id === asking);

  const choose = (tenantId: string) => {
    if (tenantId === session.tenantId) return setOpen(false);
    const state = useStore.getState();
    if (state.buy.status === 'working' || state.oneKey.status === 'working') return;
    if (!workOnBench(state)) return void selectLoja(tenantId);
    setOpen(false);
    setAsking(tenantId);
  };

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[aria-checked="true"], [data-list-item]')?.focus();
    const onDown = (event: MouseEvent) => {
      if (!menu.current?.contains(event.target as Node) && !button.current?.contains(event.target as Node))
        setOpen(false);
    };
    window.addEventListener('mousedown', onDown);
    return () => window.removeEventListener('mousedown', onDown);
  }, [open, setOpen]);

  if (!several) {
    return (
      <span
        className="loja-current"
        data-testid="active-loja"
        aria-label={t('nav.lojaActive', { name })}
        title={t('nav.lojaActive', { name })}
      >
        <span className="faint">{t('nav.loja')}</span> <span className="loja-current-name">{name}</span>
      </span>
    );
  }
  return (
    <div className="loja-switcher">
      <button
        ref={button}
        type="button"
        className="loja-current as-button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        data-testid="active-loja"
        aria-keyshortcuts="Alt+L"
        title={`${t('nav.lojaActive', { name })} · ${t('nav.lojaSwitch')} (Alt+L)`}
      >
        <span className="faint">{t('nav.loja')}</span> <span className="loja-current-name">{name}</span>{' '}
        <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <ul
          className="loja-menu"
          role="menu"
          aria-label={t('nav.lojaSwitch')}
          ref={menu}
          onKeyDown={(e) => {
            moveFocusInList(e);
            if (e.key === 'Escape') {
              setOpen(false);
              button.current?.focus();
            }
          }}
        >
          {session.lojas.map((loja) => (
            <li key={loja.id} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={loja.id === session.tenantId}
                data-list-item
                disabled={busy || (buying && loja.id !== session.tenantId)}
                onClick={() => choose(loja.id)}
              >
                <span className="check-mark" aria-hidden="true">
                  {loja.id === session.tenantId ? '✓' : ''}
                </span>
                <span>
                  <span className="loja-name">{lojaName(loja)}</span>
                  {lojaCnpj(loja) ? <span className="faint small">{lojaCnpj(loja)}</span> : null}
                </span>
              </button>
            </li>
          ))}
          {buying ? (
            <li role="none" className="faint small" data-testid="loja-buying">
              {t('nav.lojaSwitchBuying')}
            </li>
          ) : null}
        </ul>
      ) : null}
      {target ? (
        <Dialog title={t('nav.lojaSwitch')} onClose={() => setAsking(null)} testId="loja-switch-ask">
          <DiscardQuestion
            body={t('nav.lojaSwitchWork', { from: name, to: lojaName(target) })}
            words={{
              title: t('nav.lojaSwitchTo', { to: lojaName(target) }),
              keep: t('nav.lojaSwitchStay', { from: name }),
              discard: t('nav.lojaSwitchClear'),
            }}
            onKeep={() => setAsking(null)}
            onDiscard={() => {
              setAsking(null);
              void selectLoja(target.id);
            }}
          />
        </Dialog>
      ) : null}
    </div>
  );
}
