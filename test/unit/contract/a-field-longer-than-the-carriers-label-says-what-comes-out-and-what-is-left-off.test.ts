// Issue 29, item 4: the one table of label field lengths, keyed by carrier (electron/shared/
// label-fields.ts). Correios' published lengths for Correios however the quote names them, the
// safe default for a carrier without published figures (and for one the station does not know),
// the shortest of several for a choice not made yet, and a field cut where the carrier cuts it:
// counted as a person reads characters, with what comes out and what is left off.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LABEL_FIELD_LIMITS,
  fitToLabel,
  labelFieldLimits,
  shortenedFields,
  strictestLabelLimits,
} from '../../../electron/shared/label-fields';

const CORREIOS_ID = 'ca000000-0000-4000-8000-000000000001';

const HOME = {
  name: 'Casa',
  personName: 'Joana Prado',
  street: 'Rua das Flores',
  number: '10',
  complement: 'Apto 3',
  district: 'Centro',
  city: 'Rio de Janeiro',
};

describe('label field limits', () => {
  it('are Correios’ published lengths for Correios by id, slug or name, and the safe default otherwise', () => {
    const correios = { personName: 50, street: 50, number: 18, complement: 30, district: 30, city: 30 };
    for (const ref of [{ carrierId: CORREIOS_ID }, { carrierSlug: 'correios' }, { carrierName: ' CORREIOS ' }])
      expect(labelFieldLimits(ref)).toEqual({ carrier: 'Correios', limits: correios });
    expect(labelFieldLimits({ carrierName: 'Jadlog' })).toEqual({ carrier: null, limits: DEFAULT_LABEL_FIELD_LIMITS });
    expect(labelFieldLimits({ carrierName: 'Transportadora Nova' }).limits).toBe(DEFAULT_LABEL_FIELD_LIMITS);
    // The default is never longer than a published figure: within it, every label takes the field whole.
    for (const [field, max] of Object.entries(DEFAULT_LABEL_FIELD_LIMITS))
      expect(max).toBeLessThanOrEqual(correios[field as keyof typeof correios]);
  });

  it('take the shortest of the carriers in view, saying whose it is', () => {
    const both = strictestLabelLimits([{ carrierName: 'Correios' }, { carrierName: 'Jadlog' }]);
    expect(both.limits).toEqual(DEFAULT_LABEL_FIELD_LIMITS);
    expect(both.carrier.street).toBeNull();
    expect(strictestLabelLimits([{ carrierName: 'Correios' }]).carrier.street).toBe('Correios');
    expect(strictestLabelLimits([]).limits).toEqual(DEFAULT_LABEL_FIELD_LIMITS);
  });
});

describe('a field longer than the label prints', () => {
  const correios = labelFieldLimits({ carrierName: 'Correios' }).limits;

  it('is named with its length, what comes out and what is left off; a field within its length is not', () => {
    const street = 'Avenida Governador Engenheiro Doutor Professor Alcântara Machado de Albuquerque';
    expect(shortenedFields({ ...HOME, street }, correios)).toEqual([
      {
        field: 'street',
        length: 79,
        max: 50,
        printed: 'Avenida Governador Engenheiro Doutor Professor Alc',
        cut: 'ântara Machado de Albuquerque',
      },
    ]);
    expect(shortenedFields(HOME, correios)).toEqual([]);
  });

  it('counts characters as a person reads them: accents and emoji once, runs of spaces as one, the ends trimmed', () => {
    const thirty = 'Conceição Ação Éden Çà 🏠 Íñ ÓÚ'; // 30 code points
    expect([...thirty]).toHaveLength(30);
    expect(shortenedFields({ ...HOME, complement: `  ${thirty.replace(' ', '   ')}  ` }, correios)).toEqual([]);
    expect(shortenedFields({ ...HOME, complement: `${thirty}!` }, correios)).toMatchObject([
      { field: 'complement', length: 31, printed: thirty, cut: '!' },
    ]);
  });

  it('reads the name a label prints (the person’s, else the address’s), and fitToLabel cuts only what is too long', () => {
    const name = 'Comércio de Utilidades Domésticas Nascimento e Oliveira'; // 55
    expect(shortenedFields({ ...HOME, personName: '', name }, correios)).toMatchObject([
      { field: 'personName', length: 55, cut: 'veira' },
    ]);
    const fitted = fitToLabel({ ...HOME, number: '1234567890123456789', phone: '21999998888' }, correios);
    expect(fitted).toEqual({ ...HOME, number: '123456789012345678', phone: '21999998888' });
  });
});
