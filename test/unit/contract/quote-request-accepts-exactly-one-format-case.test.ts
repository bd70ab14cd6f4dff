import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteFormatCase, quoteRequestSchema } from '../../../electron/shared/contract';
import { quoteRequest } from './fixtures';
import { issuesOf, parsed } from './helpers';

const route = () => ({ originCep: '06460000', destinationCep: '22240003', peso: 0.5, comprimento: 20 });

// The oracle restates spec 2.7 rule 4 from the text, independently of quoteFormatCase:
// count how many of (a), (b), (c) hold and accept when exactly one does.
function specAccepts(
  format: string | undefined,
  has: Record<'largura' | 'altura' | 'espessura' | 'diametro', boolean>,
) {
  const a = format === '1' && has.largura;
  const b = format === '3' && has.diametro;
  const c = (format ?? '2') === '2' && has.largura && (has.altura || has.espessura);
  return [a, b, c].filter(Boolean).length === 1;
}

describe('quote request format cases', () => {
  it('accepts exactly when one of the cases a, b, c holds (property)', () => {
    const dimension = fc.option(fc.double({ min: 0.1, max: 300, noNaN: true }), { nil: undefined });
    fc.assert(
      fc.property(
        fc.constantFrom(undefined, '1', '2', '3'),
        fc.record({ largura: dimension, altura: dimension, espessura: dimension, diametro: dimension }),
        (format, dims) => {
          const request: Record<string, unknown> = { ...route() };
          if (format !== undefined) request.format = format;
          for (const [key, value] of Object.entries(dims)) if (value !== undefined) request[key] = value;
          const has = {
            largura: dims.largura !== undefined,
            altura: dims.altura !== undefined,
            espessura: dims.espessura !== undefined,
            diametro: dims.diametro !== undefined,
          };
          const expected = specAccepts(format, has);
          expect(quoteRequestSchema.safeParse(request).success).toBe(expected);
          expect(quoteFormatCase(request) !== null).toBe(expected);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('names the case that holds', () => {
    expect(quoteFormatCase({ format: '1', largura: 10 })).toBe('a');
    expect(quoteFormatCase({ format: '3', diametro: 8 })).toBe('b');
    expect(quoteFormatCase({ largura: 10, espessura: 2 })).toBe('c');
    expect(quoteFormatCase({ format: '2', largura: 10, altura: 5 })).toBe('c');
    expect(quoteFormatCase({ largura: 10, diametro: 8 })).toBeNull();
  });

  it('defaults format to 2 (box) after parsing', () => {
    const { format: _omit, ...noFormat } = quoteRequest();
    expect(parsed(quoteRequestSchema, noFormat).format).toBe('2');
  });

  it('says what the chosen format is missing', () => {
    expect(issuesOf(quoteRequestSchema, { ...route(), format: '1' })).toEqual([
      'largura: is required for an envelope (format 1)',
    ]);
    expect(issuesOf(quoteRequestSchema, { ...route(), format: '3', largura: 10 })).toEqual([
      'diametro: is required for a cylinder or roll (format 3)',
    ]);
    expect(issuesOf(quoteRequestSchema, { ...route(), largura: 10 })).toEqual([
      'altura: send altura or espessura for a box (format 2)',
    ]);
    expect(issuesOf(quoteRequestSchema, { ...route(), altura: 10 })).toEqual([
      'largura: is required for a box (format 2)',
    ]);
    expect(issuesOf(quoteRequestSchema, { ...route(), format: '4', largura: 10 })).toEqual([
      'format: must be one of: 1, 2, 3',
    ]);
  });
});

describe('quote request route and weight', () => {
  it('requires peso and comprimento as positive numbers', () => {
    const { peso: _p, ...noPeso } = quoteRequest();
    expect(issuesOf(quoteRequestSchema, noPeso)).toEqual(['peso: is required']);
    const { comprimento: _c, ...noLength } = quoteRequest();
    expect(issuesOf(quoteRequestSchema, noLength)).toEqual(['comprimento: is required']);
    expect(issuesOf(quoteRequestSchema, { ...quoteRequest(), peso: 0 })).toEqual(['peso: must be greater than 0']);
    expect(issuesOf(quoteRequestSchema, { ...quoteRequest(), peso: '1.2' })).toEqual(['peso: must be a number']);
  });

  it('needs an origin and a destination postal code, by either name', () => {
    const { originCep: _o, ...noOrigin } = quoteRequest();
    expect(issuesOf(quoteRequestSchema, noOrigin)).toEqual(['originCep: send originCep or originPostalCode']);
    expect(issuesOf(quoteRequestSchema, { ...noOrigin, originPostalCode: '06460000' })).toEqual([]);
    const { destinationCep: _d, ...noDestination } = quoteRequest();
    expect(issuesOf(quoteRequestSchema, noDestination)).toEqual([
      'destinationCep: send destinationCep or destinationPostalCode',
    ]);
    expect(issuesOf(quoteRequestSchema, { ...noDestination, destinationPostalCode: '10001' })).toEqual([]);
    expect(issuesOf(quoteRequestSchema, { ...noDestination, destinationCep: '' })).toEqual([
      'destinationCep: send destinationCep or destinationPostalCode',
    ]);
  });

  it('reports every problem in one pass, not one per submit', () => {
    expect(issuesOf(quoteRequestSchema, { comprimento: 20, format: '3' })).toEqual([
      'peso: is required',
      'originCep: send originCep or originPostalCode',
      'destinationCep: send destinationCep or destinationPostalCode',
      'diametro: is required for a cylinder or roll (format 3)',
    ]);
  });
});
