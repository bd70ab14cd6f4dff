// The loja's rate rule in Settings: the ceiling typed in reais is saved as exact cents, a
// preferred service needs the service and a ceiling before anything is sent, the services come
// from a free sample quote, and confirmation mode is this desk's own switch.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { rateRuleSchema, type RateRule } from '../../../electron/shared/desk';
import { RuleSettings } from '../../../renderer/src/features/rules/RuleSettings';
import { JADLOG, PAC, quoteResponse, SEDEX, SENDER } from './support/fixtures';
import { renderDesk, useStore } from './support/render';
import { installStation } from './support/station';
import { settingsSchema } from '../../../electron/shared/ipc';

const DEFAULT_SETTINGS = settingsSchema.parse({});

function form(rule: RateRule = { kind: 'cheapest' }) {
  const station = installStation({
    'settings.update': (patch) => ({
      settings: { ...DEFAULT_SETTINGS, ...(patch as object) },
      activeApiBaseUrl: 'http://127.0.0.1:1',
      training: true,
      restartRequired: false,
      notices: [],
    }),
    // As main answers: the rule as its schema reads it (defaults filled in).
    'desk.setRule': (input) => ({ rule: rateRuleSchema.parse(input), isDefault: false }),
    'quotes.simulate': () => quoteResponse([PAC, SEDEX, JADLOG]),
  });
  renderDesk(<RuleSettings rule={rule} />, { state: { senders: [SENDER], ruleView: { rule, isDefault: false } } });
  return station;
}

const ceiling = () => screen.getByLabelText(/Teto de preço/) as HTMLInputElement;
/** The ceiling as an operator types it, key by key, over what the field held. */
const typeCeiling = async (text: string) => {
  const user = userEvent.setup();
  await user.clear(ceiling());
  if (text) await user.type(ceiling(), text);
};
const save = () => fireEvent.click(screen.getByTestId('rule-save'));
const kind = (label: string) => fireEvent.click(within(screen.getByTestId('rule-kind')).getByLabelText(label));

describe('rate rule form', () => {
  beforeEach(() => window.localStorage.clear());

  it('saves the cheapest option with a ceiling typed the Brazilian way, as cents', async () => {
    const station = form();
    await typeCeiling('1.234,50');
    save();
    await waitFor(() => expect(station.callsTo('desk.setRule')).toEqual([{ kind: 'cheapest', maxPriceCents: 123450 }]));
    await screen.findByText('Regra salva.');
    expect(useStore.getState().ruleView?.rule).toEqual({ kind: 'cheapest', maxPriceCents: 123450 });
  });

  it('saves the fastest option without a ceiling (it is optional there)', async () => {
    const station = form({ kind: 'cheapest', maxPriceCents: 5000 });
    kind('Mais rápido');
    await typeCeiling('');
    save();
    await waitFor(() => expect(station.callsTo('desk.setRule')).toEqual([{ kind: 'fastest' }]));
  });

  it('refuses an amount that reads two ways, saying so with an example, and sends nothing', async () => {
    const station = form();
    await typeCeiling('12,345');
    save();
    expect(
      screen.queryByText('Pode ser lido de dois jeitos: a vírgula separa só os centavos (ex.: 2.500,00 ou 2,50)'),
    ).not.toBeNull();
    expect(ceiling().getAttribute('aria-invalid')).toBe('true');
    expect(station.callsTo('desk.setRule')).toEqual([]);
  });

  it('asks a preferred rule for its service and its ceiling, from a free sample quote, then saves both', async () => {
    const station = form();
    kind('Preferido');
    const select = (await screen.findByTestId('rule-service')) as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(4));
    expect(station.callsTo('quotes.simulate')).toEqual([
      {
        originCep: '01310100',
        destinationCep: '01310100',
        format: '2',
        peso: 1,
        comprimento: 20,
        largura: 15,
        altura: 10,
      },
    ]);
    save();
    expect(screen.queryByText('Escolha o serviço preferido.')).not.toBeNull();
    expect(screen.queryByText('Informe o teto de preço do serviço preferido.')).not.toBeNull();
    expect(station.callsTo('desk.setRule')).toEqual([]);

    await userEvent.setup().selectOptions(select, SEDEX.serviceLevelId);
    await typeCeiling('60');
    fireEvent.click(within(screen.getByTestId('rule-fallback')).getByLabelText('Mais barato até o teto'));
    save();
    await waitFor(() =>
      expect(station.callsTo('desk.setRule')).toEqual([
        {
          kind: 'preferred',
          carrierId: SEDEX.carrierId,
          serviceLevelId: SEDEX.serviceLevelId,
          serviceLabel: 'Correios SEDEX',
          fallback: 'cheapest',
          maxPriceCents: 6000,
        },
      ]),
    );
  });

  it('shows a saved preferred rule as it is, and says it in words', () => {
    form({
      kind: 'preferred',
      carrierId: SEDEX.carrierId,
      serviceLevelId: SEDEX.serviceLevelId,
      serviceLabel: 'Correios SEDEX',
      maxPriceCents: 6000,
      fallback: 'refuse',
    });
    expect((screen.getByTestId('rule-service') as HTMLSelectElement).value).toBe(SEDEX.serviceLevelId);
    expect(ceiling().value).toBe('60,00');
    expect(screen.getByTestId('rule-current').textContent).toBe(
      'Em vigor: Preferido: Correios SEDEX, até R$ 60,00 (senão, não compra)',
    );
  });

  it('keeps confirmation mode as this desk’s own choice, in the desk settings', async () => {
    const station = form();
    const box = screen.getByTestId('confirm-mode') as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(useStore.getState().confirmMode).toBe(true);
    await waitFor(() => expect(station.callsTo('settings.update')).toEqual([{ confirmOneKey: true }]));
    await waitFor(() => expect(useStore.getState().settingsView?.settings.confirmOneKey).toBe(true));
    expect(window.localStorage.getItem('shipping-station.confirm-one-key')).toBeNull();
  });
});
