// The whole shell on the ship screen with a bench typed up to the freight: sender, recipient, a
// 1.2 kg box and an NF-e key, no presets and the default rule; `handlers` answer the rest of main.
import { Shell } from '../../../../renderer/src/app/Shell';
import type { Language } from '../../../../renderer/src/i18n';
import { emptyInvoice } from '../../../../renderer/src/features/purchase/invoice';
import { BOX_1_2KG, LOGGED_IN, NFE_KEY, RECIPIENT, SENDER } from './fixtures';
import { renderDesk } from './render';
import { installStation, type FakeStation, type Handlers } from './station';

export function renderTypedBench(language: Language, handlers: Handlers): FakeStation {
  const station = installStation({
    'desk.presets': () => [],
    'desk.rule': () => ({ rule: { kind: 'cheapest' }, isDefault: true }),
    'addressbook.search': () => ({ entries: [], lastSyncAt: null, offlineSince: null }),
    ...handlers,
  });
  renderDesk(<Shell session={LOGGED_IN} />, {
    language,
    state: {
      session: LOGGED_IN,
      senders: [SENDER],
      sender: SENDER,
      recipient: RECIPIENT,
      parcel: BOX_1_2KG,
      invoice: { ...emptyInvoice(), chave: NFE_KEY },
    },
  });
  return station;
}
