import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  loginSessionResponseSchema,
  parseListItems,
  quoteResponseSchema,
  recipientListResponseSchema,
  recipientToShipmentAddress,
  senderListResponseSchema,
  skippedItemsOf,
} from '../../../electron/shared/contract';
import { ID, quoteOption, quoteResponse, recipientResponse, senderResponse } from './fixtures';
import { parsed } from './helpers';

describe('parseListItems', () => {
  it('keeps every readable item in order and reports each unreadable one by its index', () => {
    const item = z.object({ n: z.number().int() });
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer(), fc.string())), (values) => {
        const raw = values.map((n) => ({ n }));
        const { items, skipped } = parseListItems(item, raw);
        expect(items).toEqual(raw.filter((r) => typeof r.n === 'number'));
        expect(skipped.map((s) => s.index)).toEqual(values.flatMap((v, i) => (typeof v === 'number' ? [] : [i])));
        for (const s of skipped) expect(s.issues).toEqual(['n: must be a number']);
      }),
    );
  });
});

describe('list pages', () => {
  it('a recipient page keeps the good recipients when one is unreadable', () => {
    const page = parsed(recipientListResponseSchema, {
      data: [recipientResponse(), { ...recipientResponse(), id: 'r-1' }, { ...recipientResponse(), id: ID.sender }],
      page: 1,
      pageSize: 20,
      total: 3,
    });
    expect(page.data.map((r) => r.id)).toEqual([ID.recipient, ID.sender]);
    expect(page.skipped).toEqual([{ index: 1, issues: ['id: must be a UUID'] }]);
    expect(skippedItemsOf(page)).toHaveLength(1);
  });

  it('a clean page parses to exactly what was sent, with nothing reported', () => {
    const list = { data: [senderResponse()], total: 1, page: 1, pageSize: 20 };
    const page = parsed(senderListResponseSchema, list);
    expect('skipped' in page).toBe(false);
    expect(skippedItemsOf(page)).toEqual([]);
  });

  it('still refuses a page whose paging the app cannot trust', () => {
    expect(senderListResponseSchema.safeParse({ data: 'x', total: 1, page: 1, pageSize: 20 }).success).toBe(false);
    expect(senderListResponseSchema.safeParse({ data: [], total: -1, page: 1, pageSize: 20 }).success).toBe(false);
  });
});

describe('optional display fields', () => {
  const tokens = { accessToken: 'a', refreshToken: 'r'.repeat(40), tokenType: 'Bearer', userId: ID.user };

  it('a store whose name is null or empty reads as a store without a name, and the list is kept', () => {
    const session = parsed(loginSessionResponseSchema, {
      ...tokens,
      lojas: [
        { id: ID.loja, name: null },
        { id: ID.sender, name: '' },
        { id: ID.recipient, name: 'Loja Centro', plano: null },
      ],
    });
    expect(session.lojas).toEqual([
      { id: ID.loja },
      { id: ID.sender },
      { id: ID.recipient, name: 'Loja Centro', plano: null },
    ]);
  });

  it('quote option extras that are null or empty read as absent; an option whose ids cannot be read is skipped alone, one whose price cannot be read is kept unpriced (issue 28)', () => {
    const quote = parsed(quoteResponseSchema, {
      ...quoteResponse(),
      shippingOptions: [
        {
          ...quoteOption(),
          carrierName: null,
          serviceName: '',
          currency: '',
          deliveryDaysMin: null,
          deliveryDaysMax: null,
          priceCents: null,
          logoUrl: null,
        },
        { ...quoteOption(), quoteId: 'not-an-id' },
        { ...quoteOption(), priceCents: '25,90' },
        quoteOption(),
      ],
    });
    // "25,90" in a field of cents is no number of cents (spec 2.9: a field ending in Cents is in
    // cents): its price is not guessed, and the option is still shown, unpriced.
    const { priceCents: _price, currency: _currency, ...unpriced } = quoteOption();
    expect(quote.shippingOptions).toEqual([
      { quoteId: ID.quote, carrierId: ID.carrier, serviceLevelId: ID.serviceLevel, logoUrl: null },
      unpriced,
      { ...quoteOption() },
    ]);
    expect(quote.skipped?.map((s) => s.index)).toEqual([1]);
    expect(quote.partlyRead?.map((s) => s.index)).toEqual([2]);
  });

  it('a recipient address e-mail that is null or empty is no e-mail, so the recipient e-mail is used', () => {
    for (const email of [null, '']) {
      const recipient = parsed(recipientListResponseSchema, {
        data: [{ ...recipientResponse(), address: { ...recipientResponse().address, email } }],
        page: 1,
        pageSize: 20,
        total: 1,
      }).data[0]!;
      expect(recipient.address?.email).toBeNull();
      expect(recipientToShipmentAddress(recipient)?.email).toBe('joao@example.com');
    }
  });
});
