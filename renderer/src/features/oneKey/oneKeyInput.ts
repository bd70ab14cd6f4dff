// The one-key request from what is on the ship screen: the chosen sender and recipient (by their
// address-book keys, so main reads the same records the quote would), the preset still on the
// form (its id) or the parcel as typed, the weight from the scale, the declared value, the fiscal
// document and the order reference. Problems come back keyed like the forms' own errors (a weight
// or size beyond the loja's carriers included), so the fields light up exactly as a manual quote
// would light them.
import type { ChannelInput } from '../../../../electron/shared/ipc';
import type { StoreState } from '../../app/store';
import { presetStillOnForm } from '../presets/state';
import {
  checkLimits,
  declaredCents,
  measure,
  measureParcel,
  type ParcelErrors,
  type ParcelForm,
  parcelLimits,
} from '../quote/state';
import { buildInvoice, type InvoiceErrors, orderWordInput, type OrderWord } from '../purchase/state';

export type OneKeyInput = ChannelInput<'desk:one-key-ship'>;

export type OneKeyBuild =
  { ok: true; input: OneKeyInput } | { ok: false; parcelErrors: ParcelErrors; invoiceErrors: InvoiceErrors };

type Source = Pick<
  StoreState,
  | 'sender'
  | 'recipient'
  | 'parcel'
  | 'invoice'
  | 'externalRef'
  | 'daceWithLabel'
  | 'presets'
  | 'appliedPresetId'
  | 'confirmMode'
  | 'quoteCarriers'
>;

const PARCEL_KEY = {
  length: 'lengthCm',
  width: 'widthCm',
  height: 'heightCm',
  thickness: 'thicknessCm',
  diameter: 'diameterCm',
  weight: 'weightKg',
} as const;

function typedParcel(form: ParcelForm, errors: ParcelErrors): NonNullable<OneKeyInput['parcel']> | null {
  const parcel = measureParcel(form, errors, PARCEL_KEY);
  return Object.keys(errors).length ? null : (parcel as NonNullable<OneKeyInput['parcel']>);
}

export function oneKeyInput(state: Source, extra: { confirmPrinterDown?: boolean } & OrderWord = {}): OneKeyBuild {
  const parcelErrors: ParcelErrors = {};
  if (!state.recipient) parcelErrors.recipient = 'required';

  const preset = state.presets.find((p) => p.id === state.appliedPresetId);
  const parcelPart: Partial<OneKeyInput> = {};
  if (preset && presetStillOnForm(preset, state.parcel)) {
    parcelPart.presetId = preset.id;
    // The scale's reading, when typed, goes over the preset's usual weight.
    const weight = measure(state.parcel.weight, true);
    if (weight.problem) parcelErrors.weight = weight.problem;
    else if (weight.value !== undefined) parcelPart.weightKg = weight.value;
  } else {
    const parcel = typedParcel(state.parcel, parcelErrors);
    if (parcel) parcelPart.parcel = parcel;
  }
  // Beyond what any of the loja's carriers takes: refused here, as a manual quote refuses it.
  checkLimits(state.parcel, parcelLimits(state), parcelErrors);
  const declaredValueCents = declaredCents(state.parcel, parcelErrors);

  const invoice = buildInvoice(state.invoice, declaredValueCents); // F9 checks the DC-e total as Buy does
  const invoiceErrors = invoice.ok ? {} : invoice.errors;
  if (!invoice.ok || Object.keys(parcelErrors).length || !state.recipient)
    return { ok: false, parcelErrors, invoiceErrors };

  const externalRef = state.externalRef.trim();
  const dace = invoice.invoice?.type === 'DCE' && state.daceWithLabel ? state.daceWithLabel : undefined;
  const input: OneKeyInput = {
    recipientKey: state.recipient.key,
    ...(state.sender ? { senderKey: state.sender.key } : {}),
    ...parcelPart,
    ...(declaredValueCents === undefined ? {} : { declaredValueCents }),
    ...(invoice.invoice ? { invoice: invoice.invoice } : {}),
    ...(invoice.products?.length ? { products: invoice.products } : {}),
    ...(dace ? { tipoDace: dace } : {}),
    ...(externalRef ? { externalRef } : {}),
    ...(state.confirmMode ? { confirm: true } : {}),
    ...orderWordInput(extra),
    ...(extra.confirmPrinterDown ? { confirmPrinterDown: true } : {}),
  };
  return { ok: true, input };
}
