// The ship screen after a purchase shows the label ("Etiqueta pronta") with no buy button, but
// Ctrl+Enter, the buy key, stays live: pressed again (an impatient or unsure operator), it created
// the bench's shipment anew and bought a second label, charged and printed, with no question (an
// operator walkthrough found it). A bought bench buys nothing more until the next shipment, as F9
// already refused; the label on screen stays the one bought. The whole shell routes the key, with
// main's answers scripted at window.station.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emissionView } from './support/fixtures';
import { useStore } from './support/render';
import { quoteBenchWithPac } from './support/bench';
import { renderTypedBench } from './support/ship-bench';

function benchQuoted(language: 'pt-BR' | 'en') {
  let bought = 0;
  const station = renderTypedBench(language, {
    'desk.checkBeforeCreate': () => ({ checked: true }),
    'shipments.create': () => ({ shipmentId: `00000000-0000-4000-8000-00000000000${bought + 1}` }) as never,
    'labels.emitAndPrint': () => ({ ok: true, value: emissionView(++bought) }),
  });
  quoteBenchWithPac();
  return station;
}

describe('a label bought on the bench', () => {
  it.each(['pt-BR', 'en'] as const)('is not bought again by Ctrl+Enter (%s)', async (language) => {
    const station = benchQuoted(language);
    const user = userEvent.setup();
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(screen.getByTestId('tracking-code').textContent).toBe('BB123456781BR'));
    expect(station.callsTo('labels.emitAndPrint')).toHaveLength(1);

    // Pressed again, twice, on the bought label: nothing is created or bought.
    await user.keyboard('{Control>}{Enter}{/Control}');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(station.callsTo('shipments.create')).toHaveLength(1);
    expect(station.callsTo('labels.emitAndPrint')).toHaveLength(1);
    expect(screen.getByTestId('tracking-code').textContent).toBe('BB123456781BR');
    expect(useStore.getState().buy.status).toBe('done');
  });
});
