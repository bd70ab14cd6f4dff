// Before the first quote: what is still missing, at a glance (the quote needs all four). A measure
// is ticked when it reads as a positive number and the last quote attempt did not refuse it (a
// weight beyond every carrier stays unticked beside its refusal), never for text merely present.
import { useTranslation } from 'react-i18next';
import { useStoreFields } from '../../app/store';
import { DIMENSIONS, measure, type Dimension } from './parcel';

export function QuoteChecklist() {
  const { t } = useTranslation();
  const { sender, recipient, parcel, parcelErrors } = useStoreFields('sender', 'recipient', 'parcel', 'parcelErrors');
  const usable = (key: Dimension | 'weight', optional = false) =>
    !measure(parcel[key], optional).problem && !parcelErrors[key];
  const items = [
    { key: 'sender', done: Boolean(sender), label: t('ship.sender.title') },
    { key: 'recipient', done: Boolean(recipient), label: t('ship.recipient.title') },
    {
      key: 'dims',
      done: DIMENSIONS[parcel.format].every(({ key, optional }) => usable(key, optional)),
      label: t('ship.quote.dimensions'),
    },
    { key: 'weight', done: usable('weight'), label: t('ship.parcel.weight') },
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
