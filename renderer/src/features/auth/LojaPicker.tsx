// The loja picker, after login when the account acts for several lojas and none is remembered.
// Arrow keys move, Enter chooses (buttons in a list); main remembers the choice.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCnpj } from '@brazilian-utils/brazilian-utils';
import type { SessionState } from '../../bridge';
import { useStore } from '../../app/store';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { AuthCard } from './AuthCard';

export function lojaName(loja: { id: string; name?: string }): string {
  return loja.name?.trim() || loja.id;
}

export function lojaCnpj(loja: Record<string, unknown>): string | null {
  const cnpj = loja.cnpj;
  return typeof cnpj === 'string' && /^\d{14}$/.test(cnpj) ? formatCnpj(cnpj) : typeof cnpj === 'string' ? cnpj : null;
}

/**
 * What the loja is for, when the server says it (the training server's lojas do: the low-balance
 * one is there to show what an empty wallet does). A field the spec leaves open: shown only when
 * it is short text.
 */
export function lojaDescription(loja: Record<string, unknown>): string | null {
  const text = loja.description;
  return typeof text === 'string' && text.trim() && text.length <= 300 ? text.trim() : null;
}

export function moveFocusInList(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-list-item]'));
  const index = items.indexOf(document.activeElement as HTMLElement);
  const next = items[(index + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length];
  event.preventDefault();
  next?.focus();
}

export function LojaPicker({ session }: { session: SessionState }) {
  const { t } = useTranslation();
  const { selectLoja, lojaBusy, lojaError, logout } = useStore();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    list.current?.querySelector<HTMLElement>('[data-list-item]')?.focus();
  }, []);
  return (
    <AuthCard title={t('auth.lojaTitle')} hint={t('auth.lojaHint')} wide>
      <p className="faint">{t('auth.lojaCount', { count: session.lojas.length })}</p>
      <ul className="loja-list" ref={list} onKeyDown={moveFocusInList} aria-label={t('auth.lojaTitle')}>
        {session.lojas.map((loja) => (
          <li key={loja.id}>
            <button
              type="button"
              className="loja-option"
              data-list-item
              disabled={lojaBusy}
              onClick={() => void selectLoja(loja.id)}
            >
              <span className="loja-name">{lojaName(loja)}</span>
              {lojaCnpj(loja) ? <span className="muted">{t('auth.cnpj', { cnpj: lojaCnpj(loja) ?? '' })}</span> : null}
              {lojaDescription(loja) ? <span className="loja-purpose">{lojaDescription(loja)}</span> : null}
            </button>
          </li>
        ))}
      </ul>
      {lojaError ? <ErrorNotice error={lojaError} /> : null}
      <button type="button" className="btn ghost small" onClick={() => void logout()}>
        {t('nav.logout')} · {session.email}
      </button>
    </AuthCard>
  );
}
