// What a slice holds for one loja and the reset that forgets it: every such slice starts from its
// fresh fields and puts them back the same way at a loja switch or a logout (resetDesk calls each
// reset), so a new per-loja field cannot be left out of one of the two.

/** The fresh fields, and a reset named `reset` that sets them fresh again. */
export function lojaFields<F extends object, N extends string>(
  set: (fields: NoInfer<F>) => void,
  fresh: () => F,
  reset: N,
): F & Record<N, () => void> {
  return { ...fresh(), [reset]: () => set(fresh()) } as F & Record<N, () => void>;
}
