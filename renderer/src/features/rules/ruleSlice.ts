// The loja's rate rule (what one key buys) and this desk's confirmation mode. The rule lives in
// main per loja; confirmation mode is a habit of the operator at this desk, so it is a desk
// setting (`settings.confirmOneKey`), read with the settings and written with settings:update.
import type { RateRule, RuleView } from '../../../../electron/shared/desk';
import type { StationError } from '../../bridge';
import { busyCall } from '../../lib/busyCall';
import { station } from '../../bridge/station';
import { lojaFields } from '../../lib/lojaFields';
import type { SliceCreator } from '../../app/store';

export interface RuleSlice {
  /** Forgets what this slice held for the loja (a loja switch, a logout). */
  resetRule(): void;
  ruleView: RuleView | null;
  ruleError: StationError | null;
  ruleBusy: boolean;
  ruleSavedAt: number | null;
  /** One key stops after the pick and shows the rule and the option before money is spent. */
  confirmMode: boolean;
  loadRule(): Promise<void>;
  saveRule(rule: RateRule): Promise<boolean>;
  setConfirmMode(on: boolean): void;
}

/** What this slice holds for one loja: back to this at a loja switch or a logout (resetRule). */
export const ruleForLoja = () =>
  ({
    ruleView: null,
    ruleError: null,
    ruleSavedAt: null,
  }) satisfies Partial<RuleSlice>;

export const createRuleSlice: SliceCreator<RuleSlice> = (set) => ({
  ...lojaFields(set, ruleForLoja, 'resetRule'),
  ruleBusy: false,
  confirmMode: false,

  async loadRule() {
    const view = await busyCall(set, { error: 'ruleError' }, () => station().desk.rule());
    if (view) set({ ruleView: view, ruleSavedAt: null });
  },

  async saveRule(rule) {
    set({ ruleSavedAt: null });
    const view = await busyCall(set, { busy: 'ruleBusy', error: 'ruleError' }, () => station().desk.setRule(rule));
    if (view) set({ ruleView: view, ruleSavedAt: Date.now() });
    return view !== null;
  },

  setConfirmMode(on) {
    // Shown at once; if main cannot save it, the switch goes back and the error is shown (not
    // busyCall: the switch is never busy, and a refusal also undoes it).
    set({ confirmMode: on });
    void station()
      .settings.update({ confirmOneKey: on })
      .then((result) =>
        set(
          result.ok
            ? { settingsView: result.value, confirmMode: result.value.settings.confirmOneKey }
            : { confirmMode: !on, ruleError: result.error },
        ),
      );
  },
});
