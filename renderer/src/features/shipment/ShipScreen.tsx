// The heart of the desk: sender and recipient, parcel, freight, invoice, buy and print, on one
// screen that fits 1366×768. Focus walks the steps: choosing a recipient goes to the weight (or
// the first parcel field), Enter on the last parcel field quotes, Enter on an option goes on to the invoice,
// then Buy. With presets and a rate rule the short way is: recipient, weight, a preset chip, F9.
import './ship.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onShipCommand } from '../../lib/shortcuts';
import { useStore } from '../../app/store';
import { formatBRL } from '../../lib/format';
import { RecentLabels } from '../label';
import { ConfirmShipDialog } from '../oneKey';
import { PresetBar, PresetChanged } from '../presets';
import { whyNoPick } from '../rules';
import { ParcelPanel, QuotePanel, cheapestOption } from '../quote';
import { BuyPanel } from './BuyPanel';
import { InvoicePanel } from './InvoicePanel';
import { chaveProblem } from '../purchase';
import { RecipientPicker } from './RecipientPicker';
import { SenderSelect } from './SenderSelect';
import { say } from '../../i18n';
import { Dialog } from '../../ui/Dialog';
import { DiscardQuestion } from '../../ui/DiscardQuestion';
import { Panel } from '../../ui/Panel';
import { workOnBench } from './work';

export function ShipScreen() {
  const { t } = useTranslation();
  const screen = useRef<HTMLDivElement>(null);
  const parcelFirst = useRef<HTMLInputElement>(null);
  const buyButton = useRef<HTMLButtonElement>(null);
  const recipient = useStore((s) => s.recipient);
  const quoteReady = useStore((s) => s.quote.status === 'ready');
  const oneKeyState = useStore((s) => s.oneKey);
  const scanOverWork = useStore((s) => s.scanOverWork);
  const typedRef = useStore((s) => s.externalRef);

  const focusIn = (selector: string) => screen.current?.querySelector<HTMLElement>(selector)?.focus();

  /**
   * After the recipient: the weight when the loja has presets (its box comes from a chip), else
   * the first parcel field. Never the preset bar: the digits typed next are the scale's weight, and
   * on the bar they would apply presets and garble the parcel ("010").
   */
  const afterRecipient = useCallback(() => {
    const { presets, parcel } = useStore.getState();
    if (presets.length && !parcel.weight.trim()) focusIn('[data-testid="parcel-panel"] input[name="weight"]');
    else parcelFirst.current?.focus();
  }, []);

  /**
   * The recipient was chosen: the focus moves on a frame later (once the card is drawn), unless the
   * operator is already typing in the parcel or the invoice (a fast hand, or an Enter that waited for
   * the search's answer): never pull the focus from under their keys.
   */
  const afterRecipientChosen = useCallback(() => {
    requestAnimationFrame(() => {
      const now = document.activeElement;
      if (now?.closest('[data-testid="parcel-panel"], [data-testid="invoice-panel"]')) return;
      afterRecipient();
    });
  }, [afterRecipient]);

  /** Where a scanned new order (or a failed check) should go on: the first field still empty. */
  const firstEmpty = useCallback(() => {
    const state = useStore.getState();
    if (!state.recipient) return focusIn('[role="combobox"]');
    // As after a recipient: the weight, never the preset bar (the next digits are a weight).
    if (state.presets.length && !state.parcel.weight.trim())
      return focusIn('[data-testid="parcel-panel"] input[name="weight"]');
    const empty = (scope: string) =>
      Array.from(
        screen.current?.querySelectorAll<HTMLInputElement>(`${scope} input:not([type=radio]):not([type=checkbox])`) ??
          [],
      ).find((el) => !el.value.trim());
    (empty('[data-testid="parcel-panel"]') ?? empty('[data-testid="invoice-panel"]') ?? buyButton.current)?.focus();
  }, []);

  const applyPreset = useCallback(
    (key?: number) => {
      const store = useStore.getState();
      if (key === undefined || store.buy.status === 'working') return;
      const preset = store.applyPreset(key);
      if (!preset) return store.announce(t('presets.noKey', { key }), 'assertive');
      useStore.setState({ weightSource: null, scaleRefusal: null });
      store.announce(t('presets.applied', { key, name: preset.name }));
      // What it changed is on screen (PresetChanged); Ctrl+Z puts the parcel back.
      // The scale's reading replaces the usual weight: the field is focused with its text selected.
      requestAnimationFrame(() => {
        const weight = screen.current?.querySelector<HTMLInputElement>(
          '[data-testid="parcel-panel"] input[name="weight"]',
        );
        weight?.focus();
        weight?.select();
      });
    },
    [t],
  );

  /** Ctrl+Z (or the button): the parcel the last preset replaced comes back. */
  const undoPreset = useCallback(() => {
    const store = useStore.getState();
    if (store.buy.status === 'working') return;
    const undone = store.undoPreset();
    if (!undone) return;
    store.announce(t('presets.undone', { key: undone.key, name: undone.name }));
    requestAnimationFrame(() => focusIn('[data-testid="parcel-panel"] input[name="weight"]'));
  }, [t]);

  /** Says what one key (or its confirmation) came to, and puts the focus where the fix is. */
  const afterOneKey = useCallback(
    (ok: boolean) => {
      const after = useStore.getState();
      if (ok && after.buy.status === 'done') {
        const price = after.buy.outcome.priceCents === null ? '' : formatBRL(after.buy.outcome.priceCents);
        const code = after.buy.outcome.trackingCode;
        after.announce((tr) => tr('ship.buy.announceReady', { code, price }));
      } else if (after.oneKey.status === 'error' || after.oneKey.status === 'not-bought') {
        after.announce(
          `${t(`errors.kind.${after.oneKey.error.kind}.title`)}. ${say(after.oneKey.error.said, t)}`,
          'assertive',
        );
      } else if (after.oneKey.status === 'no-pick') {
        after.announce(whyNoPick(after.oneKey.result, t), 'assertive');
      } else if (after.oneKey.status === 'idle') {
        requestAnimationFrame(() =>
          after.parcelErrors.recipient ? focusIn('[role="combobox"]') : focusIn('[aria-invalid="true"]'),
        );
      }
    },
    [t],
  );

  const oneKey = useCallback(async () => {
    const store = useStore.getState();
    if (store.buy.status === 'done' || store.buy.status === 'working') return;
    afterOneKey(await store.oneKeyShip());
  }, [afterOneKey]);

  const confirmOneKey = useCallback(
    async (serviceLevelId: string) => afterOneKey(await useStore.getState().confirmOneKey(serviceLevelId)),
    [afterOneKey],
  );

  const quote = useCallback(async () => {
    const store = useStore.getState();
    const ok = await store.requestQuote();
    const after = useStore.getState();
    if (ok && after.quote.status === 'ready') {
      const options = after.quote.response.shippingOptions;
      const cheapest = cheapestOption(options);
      // Said again in the other language if the desk switches while it is the last thing said.
      after.announce((tr) =>
        tr('ship.quote.announce', {
          count: options.length,
          price: cheapest?.priceCents !== undefined ? formatBRL(cheapest.priceCents) : '—',
        }),
      );
      requestAnimationFrame(() => focusIn('[data-testid="options-table"] input[type=radio]:checked'));
    } else if (!ok) {
      requestAnimationFrame(() => focusIn('[aria-invalid="true"]'));
    }
  }, []);

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
      const code = state.outcome.trackingCode;
      announce((tr) => tr('ship.buy.announceReady', { code, price }));
    } else if (state.status === 'error') {
      announce(`${t(`errors.kind.${state.error.kind}.title`)}. ${say(state.error.said, t)}`, 'assertive');
    } else if (!ok) {
      requestAnimationFrame(() => focusIn('[data-testid="invoice-panel"] [aria-invalid="true"]'));
    }
  }, [t]);

  /** Alt+W: the scale's stable reading into the weight field, or why not (the field unchanged). */
  const weigh = useCallback(async () => {
    const store = useStore.getState();
    if (store.buy.status === 'working' || store.buy.status === 'done') return;
    const took = await store.takeWeight();
    const after = useStore.getState();
    if (took) after.announce(t('scaleUi.taken', { weight: `${after.parcel.weight} kg` }));
    else if (after.scaleRefusal) after.announce(say(after.scaleRefusal, t), 'assertive');
  }, [t]);

  const clearBench = useCallback(() => {
    useStore.getState().newShipment();
    requestAnimationFrame(() => focusIn('[role="combobox"]'));
  }, []);
  /** Alt+N: a bench with nothing typed, or with a label just bought, clears at once; typed work asks first. */
  const [askingNext, setAskingNext] = useState(false);
  const next = useCallback(() => {
    if (workOnBench(useStore.getState())) setAskingNext(true);
    else clearBench();
  }, [clearBench]);

  // Presets and the rule may have changed in Settings (or at another window of this loja).
  useEffect(() => {
    const { loadPresets, loadRule } = useStore.getState();
    void loadPresets();
    void loadRule();
  }, []);

  useEffect(() => {
    const stops = [
      onShipCommand('quote', () => void quote()),
      onShipCommand('buy', () => void buy()),
      onShipCommand('next', next),
      onShipCommand('oneKey', () => void oneKey()),
      onShipCommand('preset', applyPreset),
      onShipCommand('undoPreset', undoPreset),
      onShipCommand('firstEmpty', firstEmpty),
      onShipCommand('weigh', () => void weigh()),
    ];
    return () => stops.forEach((stop) => stop());
  }, [quote, buy, next, oneKey, applyPreset, undoPreset, firstEmpty, weigh]);

  return (
    <div className="ship" ref={screen}>
      <h1 className="sr-only">{t('ship.title')}</h1>
      <div className="ship-col">
        <Panel titleId="sender-title" title={t('ship.sender.title')} className="sender-panel" step={1} stepDone>
          <SenderSelect />
        </Panel>
        <Panel
          titleId="recipient-title"
          title={t('ship.recipient.title')}
          className="recipient-panel"
          step={2}
          stepDone={Boolean(recipient)}
        >
          <RecipientPicker onChosen={afterRecipientChosen} />
        </Panel>
        {/* Right under the recipient: a chip (or its key, outside a field) puts its box on the form. */}
        <Panel
          titleId="presets-ship-title"
          title={t('presets.title')}
          className="presets-panel"
          aside={<kbd aria-hidden="true">1 … 9</kbd>}
        >
          <PresetBar onApply={applyPreset} />
          <PresetChanged onUndo={undoPreset} />
        </Panel>
        <RecentLabels />
      </div>
      <div className="ship-col">
        <Panel titleId="parcel-title" title={t('ship.parcel.title')} step={3}>
          <ParcelPanel ref={parcelFirst} onQuote={() => void quote()} onWeigh={() => void weigh()} />
        </Panel>
        {/* Numbered as the operator fills them, down each column: the invoice (4) is typed under the
            parcel (3), while the freight (5) is the station's answer beside them. */}
        <Panel titleId="invoice-title" title={t('ship.invoice.title')} className="grow" step={4}>
          <InvoicePanel onDone={() => (quoteReady ? buyButton.current?.focus() : void quote())} />
        </Panel>
      </div>
      <div className="ship-col wide">
        <QuotePanel onQuote={() => void quote()} onConfirm={afterOption} />
        <BuyPanel
          ref={buyButton}
          onBuy={() => void buy()}
          onNext={next}
          onRequote={() => void quote()}
          onOneKey={() => void oneKey()}
        />
      </div>
      {askingNext ? (
        <Dialog title={t('ship.buy.newShipment')} onClose={() => setAskingNext(false)} testId="next-shipment-ask">
          <DiscardQuestion
            body={t('dialog.discardShipment')}
            onKeep={() => setAskingNext(false)}
            onDiscard={() => {
              setAskingNext(false);
              clearBench();
            }}
          />
        </Dialog>
      ) : null}
      {scanOverWork !== null ? (
        <Dialog
          title={t('ship.buy.newShipment')}
          onClose={() => useStore.getState().answerScanOverWork(false)}
          testId="scan-over-work-ask"
        >
          <DiscardQuestion
            body={t('dialog.discardForScan', { ref: scanOverWork, typed: typedRef })}
            onKeep={() => useStore.getState().answerScanOverWork(false)}
            onDiscard={() => {
              useStore.getState().answerScanOverWork(true);
              requestAnimationFrame(() => focusIn('[role="combobox"]'));
            }}
          />
        </Dialog>
      ) : null}
      {oneKeyState.status === 'confirm' ? (
        <ConfirmShipDialog
          key={oneKeyState.offer.confirmationId}
          offer={oneKeyState.offer}
          onConfirm={(id) => void confirmOneKey(id)}
        />
      ) : null}
    </div>
  );
}
