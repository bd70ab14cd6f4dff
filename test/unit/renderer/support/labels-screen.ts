// What the labels screen and the day summary ask main for when they open, answered as an empty
// desk would, but for the unsettled purchases the test gives: this loja's and other lojas', and
// the DACEs owed.
import type { OwedDaceView, UnsettledElsewhereView, UnsettledPurchaseView } from '../../../../electron/shared/workflow';
import type { Handlers } from './station';

export function labelsScreenHandlers(lists: {
  unsettled?: () => UnsettledPurchaseView[];
  elsewhere?: UnsettledElsewhereView[];
  owed?: () => OwedDaceView[];
}): Handlers {
  return {
    'labels.unsettled': () => lists.unsettled?.() ?? [],
    'labels.unsettledElsewhere': () => lists.elsewhere ?? [],
    'labels.owedDaces': () => lists.owed?.() ?? [],
    'labels.unfinished': () => [],
    'printers.jobs': () => [],
    'desk.daySummary': (input) => ({
      day: input?.day ?? '2026-11-26',
      tenantId: 'loja',
      shipments: [],
      carriers: [],
      count: 0,
      totalCents: 0,
      createdNotBought: 0,
    }),
  };
}
