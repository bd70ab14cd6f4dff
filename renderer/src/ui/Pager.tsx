// The pages of a long list: what the list says about itself (its count, that it is loading), then
// previous, "page n of m" and next. The navigation landmark is named by the page it is on.
import './Pager.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PagerProps {
  page: number;
  pages: number;
  onPage(page: number): void;
  /** Shown before the buttons: the count, a loading note. */
  children?: ReactNode;
}

export function Pager({ page, pages, onPage, children }: PagerProps) {
  const { t } = useTranslation();
  const where = t('pager.page', { page, pages });
  return (
    <nav className="pager" aria-label={where}>
      {children}
      <button type="button" className="btn small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        ← {t('pager.prev')}
      </button>
      <span>{where}</span>
      <button type="button" className="btn small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')} →
      </button>
    </nav>
  );
}
