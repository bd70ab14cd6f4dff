// A weight or a size beyond every carrier of the loja (electron/shared/carrier-limits.ts): the
// ship screen says it under the field, a batch row after its column, in the same words.
export const limits = {
  overWeight: 'Mais pesado do que as transportadoras da loja levam: até {{max}} kg ({{carrier}})',
  overSide: 'Maior do que as transportadoras da loja levam: um lado de até {{max}} cm ({{carrier}})',
  overSum: 'As medidas somam {{sum}} cm; as transportadoras da loja levam até {{max}} cm somadas ({{carrier}})',
};
