// The fiscal document: NF-e (the access key as typed, checked once complete or left, check digit
// included) or a content declaration (DC-e: items with quantity and unit value; the total is
// their sum). The key field takes the DANFE's barcode from a scanner (app/wedgeGuard).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TipoDace } from '../../../../electron/shared/contract';
import { useStore, useStoreFields } from '../../app/store';
import { formatBRL, parseBRL } from '../../lib/format';
import { onEnterAdvance } from '../../ui/enterAdvances';
import { Field } from '../../ui/Field';
import { Segmented } from '../../ui/Segmented';
import {
  chaveFacts,
  chaveProblem,
  dceTotalDiffers,
  newProductRow,
  productsTotalCents,
  tidyChave,
  type InvoiceType,
  type ProductRow,
} from '../purchase';

export function InvoicePanel({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const invoice = useStore((s) => s.invoice);
  const errors = useStore((s) => s.invoiceErrors);
  const { setInvoice, externalRef, setExternalRef, daceWithLabel, setDaceWithLabel } = useStoreFields(
    'setInvoice',
    'externalRef',
    'setExternalRef',
    'daceWithLabel',
    'setDaceWithLabel',
  );
  const declared = useStore((s) => s.parcel.declared);
  const setParcel = useStore((s) => s.setParcel);
  // The key's own digits name what is wrong ("the 44th digit is 2, these 43 give 1").
  const facts = chaveFacts(invoice.chave);
  const err = (key: string) => (errors[key] ? t(`errors.field.${errors[key]}`, { ...facts }) : null);
  const setRow = (id: number, patch: Partial<ProductRow>) =>
    setInvoice({ products: invoice.products.map((row) => (row.id === id ? { ...row, ...patch } : row)) });
  // A key typed to the end, or left short, is checked at once: a wrong digit shows before buying.
  const [chaveLeft, setChaveLeft] = useState(false);
  const liveChave = invoice.chave.trim() && (facts.n >= 44 || chaveLeft) ? chaveProblem(invoice.chave) : undefined;
  // Items that add up to something else than the declared value are flagged while typing.
  const declaredCents = declared.trim() ? (parseBRL(declared) ?? undefined) : undefined;
  const itemsCents = productsTotalCents(invoice.products);
  const differs = dceTotalDiffers(invoice, declaredCents) && errors.products !== 'dceTotalDiffers';

  return (
    <div className="invoice" onKeyDown={onEnterAdvance(onDone)} data-testid="invoice-panel">
      <Segmented<InvoiceType>
        label={t('ship.invoice.type')}
        hideLabel
        full
        value={invoice.type}
        options={[
          { value: 'NFE', label: t('ship.invoice.NFE') },
          { value: 'DCE', label: t('ship.invoice.DCE') },
          { value: 'none', label: t('ship.invoice.none') },
        ]}
        onChange={(type) => setInvoice({ type })}
        testId="invoice-type"
      />
      {invoice.type === 'NFE' ? (
        <Field
          label={t('ship.invoice.chave')}
          hint={t('ship.invoice.chaveHint', { n: facts.n })}
          className="mono-input"
          inputMode="numeric"
          value={invoice.chave}
          onChange={(e) => setInvoice({ chave: e.target.value })}
          onBlur={() => {
            setChaveLeft(true);
            const tidied = tidyChave(invoice.chave);
            if (tidied !== invoice.chave) setInvoice({ chave: tidied });
          }}
          error={err('chave') ?? (liveChave ? t(`errors.field.${liveChave}`, { ...facts }) : null)}
          example={t('errors.examples.nfeKey')}
          name="chaveNFe"
          data-scan-accepts="nfe-key"
        />
      ) : null}
      {invoice.type === 'DCE' ? (
        <div className="products" role="group" aria-label={t('ship.invoice.products')}>
          {/* One visible header for the list; each input keeps its own label for screen readers. */}
          <div className="product-row product-head" aria-hidden="true">
            <span>{t('ship.invoice.content')}</span>
            <span>{t('ship.invoice.quantity')}</span>
            <span>{t('ship.invoice.value')}</span>
          </div>
          <div className="products-rows">
            {invoice.products.map((row, i) => (
              <div className="product-row follow" key={row.id}>
                <Field
                  label={t('ship.invoice.content')}
                  value={row.content}
                  onChange={(e) => setRow(row.id, { content: e.target.value })}
                  error={err(`products.${row.id}.content`)}
                  example={t('errors.examples.content')}
                  name={`content-${i}`}
                />
                <Field
                  label={t('ship.invoice.quantity')}
                  inputMode="numeric"
                  value={row.quantity}
                  onChange={(e) => setRow(row.id, { quantity: e.target.value.replace(/\D/g, '') })}
                  error={err(`products.${row.id}.quantity`)}
                  example={t('errors.examples.quantity')}
                  name={`quantity-${i}`}
                />
                <Field
                  label={t('ship.invoice.value')}
                  unit="R$"
                  inputMode="decimal"
                  value={row.value}
                  onChange={(e) => setRow(row.id, { value: e.target.value.replace(/[^0-9.,]/g, '') })}
                  error={err(`products.${row.id}.value`)}
                  example={t('errors.examples.money')}
                  name={`value-${i}`}
                />
                <button
                  type="button"
                  className="btn ghost small remove"
                  aria-label={t('ship.invoice.remove', { n: i + 1 })}
                  disabled={invoice.products.length === 1}
                  onClick={() => setInvoice({ products: invoice.products.filter((r) => r.id !== row.id) })}
                >
                  ✕
                </button>
              </div>
            ))}
          </div>
          {errors.products && errors.products !== 'dceTotalDiffers' ? (
            <p className="field-error" role="alert">
              {err('products')}
            </p>
          ) : null}
          {(differs || errors.products === 'dceTotalDiffers') && declaredCents !== undefined ? (
            <div className="field-error dce-differs" role="alert" data-testid="dce-differs">
              <span>
                {t('ship.invoice.totalDiffers', { total: formatBRL(itemsCents), declared: formatBRL(declaredCents) })}
              </span>{' '}
              <button
                type="button"
                className="btn small"
                onClick={() => setParcel({ declared: formatBRL(itemsCents).replace(/^R\$\s*/, '') })}
              >
                {t('ship.invoice.useTotal', { total: formatBRL(itemsCents) })}
              </button>
            </div>
          ) : null}
          <div className="products-foot">
            <button
              type="button"
              className="btn small"
              onClick={() => setInvoice({ products: [...invoice.products, newProductRow()] })}
            >
              + {t('ship.invoice.addProduct')}
            </button>
            <strong data-testid="dce-total">{t('ship.invoice.total', { total: formatBRL(itemsCents) })}</strong>
          </div>
        </div>
      ) : null}
      {/* Optional choices: Enter in the invoice goes straight on to Buy, past them. */}
      <div className={`invoice-extras${invoice.type === 'DCE' ? ' two' : ''}`} data-advance-skip>
        {invoice.type === 'DCE' ? (
          <Segmented<'none' | TipoDace>
            label={t('ship.buy.daceWithLabel')}
            value={daceWithLabel ?? 'none'}
            options={[
              { value: 'none', label: t('ship.buy.daceNone') },
              { value: 'T', label: 'T' },
              { value: 'R', label: 'R' },
              { value: 'C', label: 'C' },
            ]}
            onChange={(v) => setDaceWithLabel(v === 'none' ? null : v)}
            testId="dace-with-label"
          />
        ) : null}
        <Field
          label={t('ship.invoice.externalRef')}
          value={externalRef}
          onChange={(e) => setExternalRef(e.target.value)}
          name="externalRef"
          data-scan-accepts="any"
        />
      </div>
    </div>
  );
}
