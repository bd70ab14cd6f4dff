// The shape every language must have: pt-BR's keys with any text as values.
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
