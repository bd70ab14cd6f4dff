// A one-key press's input as a plan (plan.ts): the sender and recipient (the address book's or
// typed), the parcel (a preset's or typed, the scale's weight over it), the fiscal document;
// checked, and refused before any quote or money when it breaks a rule or no carrier takes it.
import type { Parcel } from '../../../shared/contract';
import type { OneKeyShipInput } from '../../../shared/desk';
import { said } from '../../../shared/messages';
import { Failure } from '../../ipc';
import type { DeskScope } from '../scope';
import type { OneKeyDeps } from './one-key-deps';
import { beyondCarriers, checkPlan, parcelFromPreset, type ShipPlan } from './plan';

export async function planOf(
  deps: Pick<OneKeyDeps, 'parties' | 'presets' | 'locale'>,
  scope: DeskScope,
  input: OneKeyShipInput,
): Promise<ShipPlan> {
  const parties = deps.parties();
  const origin = input.sender ?? (await parties.sender(input.senderKey));
  const dest = input.recipient ?? parties.recipient(input.recipientKey as string);
  const extras = {
    ...(input.weightKg === undefined ? {} : { weightKg: input.weightKg }),
    ...(input.declaredValueCents === undefined ? {} : { declaredValueCents: input.declaredValueCents }),
    ...(input.contentDescription ? { contentDescription: input.contentDescription } : {}),
    ...(input.products ? { products: input.products } : {}),
  };
  let parcel: Parcel;
  if (input.parcel) parcel = { ...input.parcel, ...extras };
  else {
    const preset = deps.presets.find(
      scope,
      input.presetId ? { id: input.presetId } : { key: input.presetKey as number },
    );
    if (!preset)
      throw new Failure(
        'not-found',
        input.presetId ? said('desk.presetGone') : said('desk.noPresetOnKey', { key: input.presetKey }),
        { field: input.presetId ? 'presetId' : 'presetKey' },
      );
    parcel = parcelFromPreset(preset, extras);
  }
  const plan: ShipPlan = {
    externalRef: input.externalRef ?? null,
    origin,
    dest,
    parcel,
    ...(input.invoice ? { invoice: input.invoice } : {}),
    ...(input.tipoDace ? { tipoDace: input.tipoDace } : {}),
  };
  const checked = checkPlan(plan, deps.locale());
  if (!checked.ok)
    throw new Failure('validation', said('desk.planInvalid'), {
      quoted: { source: 'checks', lines: checked.error.issues },
      ...(checked.error.field ? { field: checked.error.field } : {}),
    });
  // Issue 29, item 2, held in main as the page and the batch hold it: a weight or a size no
  // carrier takes (a scanner's code in the weight, the scale's reading of a pallet) is refused
  // before any quote or money, in the ship screen's words, on the field to change. The page
  // checks too, but what comes over IPC (F9, the quote asked ahead, weigh on scan) is checked here.
  const [beyond] = beyondCarriers(plan);
  if (beyond)
    throw new Failure('validation', said(`limits.${beyond.problem}`, beyond.params), {
      field: `${beyond.field}${beyond.field === 'weight' ? 'Kg' : 'Cm'}`,
    });
  return plan;
}
