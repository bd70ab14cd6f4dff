import type { limits as source } from '../../pt-BR/station/limits';
import type { Messages } from '../../said';

export const limits: Messages<typeof source> = {
  overWeight: "Heavier than the store's carriers take: up to {{max}} kg ({{carrier}})",
  overSide: "Longer than the store's carriers take: a side of up to {{max}} cm ({{carrier}})",
  overSum: "The sides add up to {{sum}} cm; the store's carriers take up to {{max}} cm added ({{carrier}})",
};
