// The boxes the tests ship: one place, so a preset the desk saves in one test is the box another
// test's CSV names.
import type { PresetInput } from '../../electron/shared/desk';

/** A small box (format 2) of 20 × 15 × 10 cm and 1,2 kg: the preset the desk tests put on key 1. */
export const CAIXA_P = {
  name: 'Caixa P',
  format: '2',
  lengthCm: 20,
  widthCm: 15,
  heightCm: 10,
  weightKg: 1.2,
} as const satisfies PresetInput;
