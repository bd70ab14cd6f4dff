// The figures a bench reports from its timings: median and 95th percentile in ms, to 0.01 ms.
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

/** The middle value (the upper one of an even count); NaN with no values. */
export const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)] ?? NaN;

/** The value 95 % of the runs were at or under (nearest rank); NaN with no values. */
export const p95 = (values: number[]) => sorted(values)[Math.ceil(values.length * 0.95) - 1] ?? NaN;

export const round = (ms: number) => Math.round(ms * 100) / 100;

/** `medianMs` and `p95Ms` of a series of timings. */
export const summary = (values: number[]) => ({ medianMs: round(median(values)), p95Ms: round(p95(values)) });
