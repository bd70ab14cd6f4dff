// The boxes the tests ship: one place, so a preset the desk saves in one test is the box another
// test's CSV names.
import type { PresetInput } from '../../electron/shared/desk';
import { ORIGIN_SP, RIO } from './addresses';

/** A small box (format 2) of 20 × 15 × 10 cm and 1,2 kg: the preset the desk tests put on key 1. */
export const CAIXA_P = {
  name: 'Caixa P',
  format: '2',
  lengthCm: 20,
  widthCm: 15,
  heightCm: 10,
  weightKg: 1.2,
} as const satisfies PresetInput;

/** A quote for CAIXA_P from the demo loja's warehouse (ORIGIN_SP) to RIO, declared at R$ 100,00. */
export const NATIONAL_QUOTE = {
  originCep: ORIGIN_SP.zip,
  destinationCep: RIO.zip,
  peso: 1.2,
  comprimento: 20,
  largura: 15,
  altura: 10,
  format: '2',
  declaredValueCents: 10_000,
} as const;

/** NATIONAL_QUOTE's box as a shipment's parcel (the sandbox holds a shipment to its quote). */
export const NATIONAL_PARCEL = {
  format: '2',
  weightKg: 1.2,
  lengthCm: 20,
  widthCm: 15,
  heightCm: 10,
  declaredValueCents: 10_000,
} as const;
