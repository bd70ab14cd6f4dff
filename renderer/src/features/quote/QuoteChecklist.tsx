// Before the first quote: what is still missing, at a glance (the quote needs all four).
import { useTranslation } from 'react-i18next';
import { useStoreFields } from '../../app/store';
import { DIMENSIONS } from './parcel';

export function QuoteChecklist() {
  const { t } = useTranslation();
  const { sender, recipient, parcel } = useStoreFields('sender', 'recipient', 'parcel');
  const items = [
    { key: 'sender', done: Boolean(sender), label: t('ship.sender.title') },
    { key: 'recipient', done: Boolean(recipient), label: t('ship.recipient.title') },
    {
      key: 'dims',
      done: DIMENSIONS[parcel.format].every(({ key, optional }) => optional || parcel[key].trim() !== ''),
      label: t('ship.quote.dimensions'),
    },
    { key: 'weight', done: parcel.weight.trim() !== '', label: t('ship.parcel.weight') },
  ];
  return (
    <div className="checklist">
      <ul aria-label={t('ship.quote.needs')}>
        {items.map((item) => (
          <li key={item.key} className={item.done ? 'done' : undefined}>
            <span aria-hidden="true">{item.done ? '✓' : '○'}</span> {item.label}
            <span className="sr-only">{item.done ? ` — ${t('ship.quote.ok')}` : ` — ${t('ship.quote.missing')}`}</span>
          </li>
        ))}
      </ul>
      <p className="faint small">{t('ship.quote.idle')}</p>
    </div>
  );
}
