// The freight panel (5 Frete) after a purchase, found in a walkthrough of the built app: bought by
// the rule's one key (F9 quotes in main, so the bench's own quote stays unasked) it still said
// "Preencha destinatário e pacote e cote", and bought by Ctrl+Enter it kept counting the quote down
// (then "A cotação expirou. Cote de novo para comprar."). Once the label is bought it says the
// freight is bought and where the next shipment starts; the next shipment brings the checklist back.
// The whole shell routes the keys, with main's answers scripted at window.station.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deadlineIn } from '../../../renderer/src/features/quote/useCountdown';
import { emissionView, PAC } from './support/fixtures';
import { useStore } from './support/render';
import { quoteBenchWithPac } from './support/bench';
import { renderTypedBench } from './support/ship-bench';

const emission = emissionView(1);

const WORDS = {
  'pt-BR': { idle: 'Preencha destinatário', bought: 'Frete comprado para este envio. Novo envio: Alt+N.' },
  en: { idle: 'Fill in recipient', bought: 'Freight bought for this shipment. Next shipment: Alt+N.' },
} as const;

function bench(language: 'pt-BR' | 'en') {
  renderTypedBench(language, {
    'desk.oneKeyShip': () => ({
      ok: true,
      value: {
        kind: 'shipped',
        shipmentId: emission.shipmentId,
        externalRef: null,
        rule: { kind: 'cheapest' },
        option: PAC,
        requoted: false,
        emission,
      },
    }),
    'desk.checkBeforeCreate': () => ({ checked: true }),
    'shipments.create': () => ({ shipmentId: emission.shipmentId }) as never,
    'labels.emitAndPrint': () => ({ ok: true, value: emission }),
  });
}

const freight = () => screen.getByTestId('quote-panel');

describe('the freight panel once the label is bought', () => {
  it.each(['pt-BR', 'en'] as const)('says so after the rule bought it with F9 (%s)', async (language) => {
    bench(language);
    const w = WORDS[language];
    expect(freight().textContent).toContain(w.idle);

    await userEvent.setup().keyboard('{F9}');
    await waitFor(() => expect(screen.getByTestId('tracking-code').textContent).toBe('BB123456781BR'));
    expect(freight().textContent).not.toContain(w.idle);
    expect(screen.getByTestId('quote-bought').textContent).toBe(w.bought);

    // The next shipment asks for its freight again.
    await userEvent.setup().keyboard('{Alt>}n{/Alt}');
    await waitFor(() => expect(screen.queryByTestId('quote-bought')).toBeNull());
    expect(freight().textContent).toContain(w.idle);
  });

  it.each(['pt-BR', 'en'] as const)(
    'says so after Ctrl+Enter, with no countdown and no "quote again to buy" (%s)',
    async (language) => {
      bench(language);
      act(() => quoteBenchWithPac());
      expect(await screen.findByTestId('quote-countdown')).toBeTruthy();

      await userEvent.setup().keyboard('{Control>}{Enter}{/Control}');
      await waitFor(() => expect(screen.getByTestId('tracking-code').textContent).toBe('BB123456781BR'));
      expect(screen.getByTestId('quote-bought').textContent).toBe(WORDS[language].bought);
      expect(screen.queryByTestId('quote-countdown')).toBeNull();

      // The quote's time runs out while the bought label is on screen: nothing asks to quote again.
      act(() => {
        const quote = useStore.getState().quote;
        if (quote.status === 'ready') useStore.setState({ quote: { ...quote, deadline: deadlineIn(-1_000) } });
      });
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect(screen.queryByTestId('quote-expired')).toBeNull();
      expect(screen.getByTestId('quote-bought').textContent).toBe(WORDS[language].bought);
    },
  );
});
