// The heart of the desk: sender and recipient, parcel, freight, invoice, buy and print, on one
// screen that fits 1366×768. Focus walks the steps: choosing a recipient goes to the parcel,
// Enter on the last parcel field quotes, Enter on an option goes on to the invoice, then Buy.
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { onShipCommand } from '../../app/shortcuts';
import { useStore } from '../../app/store';
import { formatBRL } from '../../lib/format';
import { RecentLabels } from '../label/RecentLabels';
import { ParcelPanel } from '../quote/ParcelPanel';
import { QuotePanel } from '../quote/QuotePanel';
import { cheapestOption } from '../quote/options';
import { BuyPanel } from './BuyPanel';
import { InvoicePanel } from './InvoicePanel';
import { chaveProblem } from './invoice';
import { RecipientPicker } from './RecipientPicker';
import { SenderSelect } from './SenderSelect';

export function ShipScreen() {
  const { t } = useTranslation();
  const screen = useRef<HTMLDivElement>(null);
  const parcelFirst = useRef<HTMLInputElement>(null);
  const buyButton = useRef<HTMLButtonElement>(null);
  const recipient = useStore((s) => s.recipient);
  const quoteReady = useStore((s) => s.quote.status === 'ready');

  const focusIn = (selector: string) => screen.current?.querySelector<HTMLElement>(selector)?.focus();

  const quote = useCallback(async () => {
    const store = useStore.getState();
    const ok = await store.requestQuote();
    const after = useStore.getState();
    if (ok && after.quote.status === 'ready') {
      const options = after.quote.response.shippingOptions;
      const cheapest = cheapestOption(options);
      after.announce(t('ship.quote.announce', { count: options.length, price: cheapest?.priceCents !== undefined ? formatBRL(cheapest.priceCents) : '—' }));
      requestAnimationFrame(() => focusIn('[data-testid="options-table"] input[type=radio]:checked'));
    } else if (!ok) {
      requestAnimationFrame(() => focusIn('[aria-invalid="true"]'));
    }
  }, [t]);

  const afterOption = useCallback(() => {
    const { invoice } = useStore.getState();
    if (invoice.type === 'NFE' && chaveProblem(invoice.chave)) focusIn('input[name="chaveNFe"]');
    else if (invoice.type === 'DCE' && !invoice.products[0]?.content) focusIn('input[name="content-0"]');
    else buyButton.current?.focus();
  }, []);

  const buy = useCallback(async () => {
    const ok = await useStore.getState().buyAndPrint();
    const { buy: state, announce } = useStore.getState();
    if (ok && state.status === 'done') {
      const price = state.outcome.priceCents === null ? '' : formatBRL(state.outcome.priceCents);
      announce(t('ship.buy.announceReady', { code: state.outcome.trackingCode, price }));
    } else if (state.status === 'error') {
      announce(`${t(`errors.kind.${state.error.kind}.title`)}. ${state.error.message}`, 'assertive');
    } else if (!ok) {
      requestAnimationFrame(() => focusIn('[data-testid="invoice-panel"] [aria-invalid="true"]'));
    }
  }, [t]);

  const next = useCallback(() => {
    useStore.getState().newShipment();
    requestAnimationFrame(() => focusIn('[role="combobox"]'));
  }, []);

  useEffect(() => {
    const stops = [
      onShipCommand('quote', () => void quote()),
      onShipCommand('buy', () => void buy()),
      onShipCommand('next', next),
    ];
    return () => stops.forEach((stop) => stop());
  }, [quote, buy, next]);

  return (
    <div className="ship" ref={screen}>
      <h1 className="sr-only">{t('ship.title')}</h1>
      <div className="ship-col">
        <section className="panel sender-panel" aria-labelledby="sender-title">
          <header>
            <span className="step done" aria-hidden="true">1</span>
            <h2 id="sender-title">{t('ship.sender.title')}</h2>
          </header>
          <div className="body">
            <SenderSelect />
          </div>
        </section>
        <section className="panel recipient-panel" aria-labelledby="recipient-title">
          <header>
            <span className={`step${recipient ? ' done' : ''}`} aria-hidden="true">2</span>
            <h2 id="recipient-title">{t('ship.recipient.title')}</h2>
          </header>
          <div className="body">
            <RecipientPicker onChosen={() => requestAnimationFrame(() => parcelFirst.current?.focus())} />
          </div>
        </section>
        <RecentLabels />
      </div>
      <div className="ship-col">
        <section className="panel" aria-labelledby="parcel-title">
          <header>
            <span className="step" aria-hidden="true">3</span>
            <h2 id="parcel-title">{t('ship.parcel.title')}</h2>
          </header>
          <div className="body">
            <ParcelPanel ref={parcelFirst} onQuote={() => void quote()} />
          </div>
        </section>
        <section className="panel grow" aria-labelledby="invoice-title">
          <header>
            <span className="step" aria-hidden="true">5</span>
            <h2 id="invoice-title">{t('ship.invoice.title')}</h2>
          </header>
          <div className="body">
            <InvoicePanel onDone={() => (quoteReady ? buyButton.current?.focus() : void quote())} />
          </div>
        </section>
      </div>
      <div className="ship-col wide">
        <QuotePanel onQuote={() => void quote()} onConfirm={afterOption} />
        <BuyPanel ref={buyButton} onBuy={() => void buy()} onNext={next} onRequote={() => void quote()} />
      </div>
    </div>
  );
}
