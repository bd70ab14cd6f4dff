// One key: quote (or the one the ship screen asked ahead, quote-ahead.ts) → the loja's rate rule
// picks → create the shipment → buy and print through the emission workflow (which owns
// "charged once, printed once"). In confirmation mode it stops after the pick and answers the
// rule and the option; desk:confirm-ship goes on from there.
//
// Money decisions, and why:
// - A quote that expired before the operator confirmed is quoted again automatically. The same
//   service at the same or a lower price goes ahead; a higher price (or the service gone) is
//   shown for confirmation again: the operator agreed to a price, not to whatever it became.
// - Creating a shipment is free (the wallet is charged at emission), so a shipment whose
//   emission failed is simply left; the answer carries its id for a retry of the emission. The
//   station's own refusals that need no server (the order bought or maybe charged here, no label
//   printer, strict mode's printer down) come before it is created: none is left for nothing.
// - A second label for an order this desk already bought is refused unless asked for
//   (allowSameRef): a double key press or a re-scanned order must not buy twice.
// - A weight read from the scale by weigh-on-scan is checked against the scale again right
//   before the shipment is created and right before the label is bought: the same stable reading
//   must still be there, fresh. Otherwise nothing is bought (the parcel changed, or was lifted).
// What it is given: one-key-deps.ts; the input as a plan, checked: plan-of.ts.
import { randomUUID } from 'node:crypto';
import type { QuoteOption, QuoteResponse } from '../../../shared/contract';
import type { OneKeyShipInput, QuoteAheadView, RateRule, ShipResult } from '../../../shared/desk';
import type { ScaleReading } from '../../../shared/scale';
import { Failure, toStationError } from '../../ipc';
import { newShipmentOf } from '../journal/new-shipment';
import { said, type Said } from '../../../shared/messages';
import { pickOption } from '../rules/pick-option';
import { fold, requireScope, type DeskScope } from '../scope';
import { createBodyOf, type ShipPlan } from './plan';
import { quotePlan, sameService } from './quote';
import { QuoteAhead } from './quote-ahead';
import type { BuyOptions, OneKeyDeps, Pending, Weighing } from './one-key-deps';
import { planOf } from './plan-of';

const CONFIRMATION_TTL_MS = 30 * 60_000;
const priceOf = (o: QuoteOption): number => o.priceCents ?? Number.POSITIVE_INFINITY;

export class OneKeyShipper {
  private readonly pending = new Map<string, Pending>();
  private readonly flights = new Map<string, Promise<ShipResult>>();
  private readonly now: () => number;
  private readonly quotes: QuoteAhead;

  constructor(private readonly deps: OneKeyDeps) {
    this.now = deps.now ?? Date.now;
    this.quotes = new QuoteAhead(deps.api, this.now);
  }

  /**
   * The quote F9 will need, asked now (the ship screen calls it once recipient, parcel and weight
   * are complete): the press then takes it instead of waiting for a new one.
   */
  async quoteAhead(input: OneKeyShipInput): Promise<QuoteAheadView> {
    const scope = requireScope(this.deps.scope());
    const quote = await this.quotes.quote(scope, await planOf(this.deps, scope, input));
    return { options: quote.shippingOptions.length, validForMs: quote.validForMs };
  }

  /** `weighed`: the weight comes from this scale reading (weigh on scan), re-checked before buying. */
  ship(input: OneKeyShipInput, weighed?: ScaleReading): Promise<ShipResult> {
    const scope = requireScope(this.deps.scope());
    const ref = input.externalRef ?? null;
    if (ref) this.deps.purchases.check(scope, ref, { allowSameRef: input.allowSameRef });
    // Two presses for one order share one run (one shipment, one purchase).
    const key = ref ? `${scope.server}|${scope.tenantId}|${fold(ref)}` : randomUUID();
    const running = this.flights.get(key);
    if (running) return running;
    const flight = this.run(scope, input, weighed).finally(() => this.flights.delete(key));
    this.flights.set(key, flight);
    return flight;
  }

  /** The ship screen's buy, before it creates its shipment (desk:check-before-create): the same refusals as here. */
  async checkBeforeCreate(input: { externalRef?: string; allowSameRef?: boolean; confirmPrinterDown?: boolean }) {
    const scope = requireScope(this.deps.scope());
    const ref = input.externalRef || null;
    if (ref) this.deps.purchases.check(scope, ref, { allowSameRef: input.allowSameRef === true });
    await this.deps.checkPrinter(input.confirmPrinterDown ? { confirmPrinterDown: true } : {});
    return { checked: true as const };
  }

  async confirm(confirmationId: string, serviceLevelId?: string, requestId?: string): Promise<ShipResult> {
    this.sweep();
    const p = this.pending.get(confirmationId);
    if (!p) throw new Failure('not-found', said('desk.confirmationClosed'));
    const scope = requireScope(this.deps.scope());
    if (scope.tenantId !== p.scope.tenantId || scope.server !== p.scope.server)
      throw new Failure('forbidden', said('desk.confirmationOtherLoja'));
    const chosen = serviceLevelId ? p.options.find((o) => o.serviceLevelId === serviceLevelId) : p.option;
    if (!chosen) throw new Failure('validation', said('desk.serviceNotQuoted'), { field: 'serviceLevelId' });
    this.pending.delete(confirmationId);
    // Time passed since the pick: another press, a batch or a resume may have bought this order.
    if (p.plan.externalRef) this.deps.purchases.check(scope, p.plan.externalRef, { allowSameRef: p.allowSameRef });
    // The confirming press is the request the page now follows.
    if (requestId) p.buy = { ...p.buy, requestId };
    if (p.quoteExpiresAt > this.now())
      return this.createAndBuy(p.scope, p.plan, p.rule, chosen, p.buy, {
        confirmedPrice: priceOf(chosen),
        requoted: false,
        allowSameRef: p.allowSameRef,
        weighing: p.weighing,
      });
    const again = await this.requote(p, chosen);
    return 'result' in again
      ? again.result
      : this.createAndBuy(p.scope, p.plan, p.rule, again.option, p.buy, {
          confirmedPrice: priceOf(chosen),
          requoted: true,
          allowSameRef: p.allowSameRef,
          weighing: p.weighing,
        });
  }

  private async run(scope: DeskScope, input: OneKeyShipInput, weighed?: ScaleReading): Promise<ShipResult> {
    const ref = input.externalRef ?? null;
    // Claimed in the warehouse journal while it quotes; confirmation mode claims when it buys
    // (the operator may take minutes, or never confirm).
    const early =
      ref && !input.confirm
        ? this.deps.claimEarly?.(scope, ref, { secondParcel: input.allowSameRef, takeOver: input.takeOver === true })
        : undefined;
    early?.catch(() => undefined); // awaited below, after the quote
    try {
      return await this.claimedRun(scope, input, early, weighed);
    } finally {
      if (ref && early) this.deps.dropEarly?.(scope, ref);
    }
  }

  private async claimedRun(
    scope: DeskScope,
    input: OneKeyShipInput,
    early: Promise<void> | undefined,
    weighed?: ScaleReading,
  ): Promise<ShipResult> {
    const plan = await planOf(this.deps, scope, input);
    const weighing: Weighing = weighed
      ? { origin: { source: 'scale', reading: weighed }, recheck: weighed }
      : {
          origin: this.deps.weigher.originOf(
            input.weightKg ?? input.parcel?.weightKg,
            input.weightKg === undefined && !input.parcel ? 'preset' : 'typed',
          ),
          recheck: null,
        };
    const rule = input.rule ?? this.deps.rules.get(scope).rule;
    const buy: BuyOptions = {
      ...(input.pickupRequested === undefined ? {} : { pickupRequested: input.pickupRequested }),
      ...(input.couponCode ? { couponCode: input.couponCode } : {}),
      ...(input.confirmPrinterDown ? { confirmPrinterDown: true } : {}),
      ...(input.takeOver ? { takeOver: true } : {}),
      ...(input.warehouseDownConfirmed ? { warehouseDownConfirmed: true } : {}),
      ...(input.requestId ? { requestId: input.requestId } : {}),
    };
    const quote = await this.quotes.quote(scope, plan);
    // Held by another desk: said now, before a shipment is created for nothing.
    await early;
    const pick = pickOption(rule, quote);
    if (!pick.ok) return { kind: 'no-pick', rule, ...pick.error, options: quote.shippingOptions };
    if (input.confirm)
      return this.askConfirmation(
        {
          scope,
          plan,
          rule,
          option: pick.value.option,
          options: quote.shippingOptions,
          quoteExpiresAt: this.expiryOf(quote),
          buy,
          createdAt: this.now(),
          allowSameRef: input.allowSameRef,
          weighing,
        },
        pick.value.why,
        'asked',
      );
    return this.createAndBuy(scope, plan, rule, pick.value.option, buy, {
      requoted: false,
      allowSameRef: input.allowSameRef,
      weighing,
    });
  }

  private async createAndBuy(
    scope: DeskScope,
    plan: ShipPlan,
    rule: RateRule,
    option: QuoteOption,
    buy: BuyOptions,
    how: { confirmedPrice?: number; requoted: boolean; allowSameRef: boolean; weighing: Weighing },
  ): Promise<ShipResult> {
    const { weighing } = how;
    const changed = weighing.recheck ? this.deps.weigher.stillOnScale(weighing.recheck) : null;
    if (changed) throw new Failure('scale', said('scale.changedBeforeBuy', { reason: changed }));
    const body = createBodyOf(plan, option);
    // The printer's refusal before the shipment exists (the workflow asks it again before the emit).
    await this.deps.checkPrinter(buy);
    let created;
    try {
      created = await this.deps.api.createShipment(body);
    } catch (error) {
      // The server's clock says the quote expired (the desk's may differ): quote again once.
      if (how.requoted || !(error instanceof Failure) || error.kind !== 'quote-expired') throw error;
      this.quotes.forget(scope, plan);
      const again = await this.requote(
        { scope, plan, rule, buy, createdAt: this.now(), allowSameRef: how.allowSameRef, weighing },
        how.confirmedPrice === undefined ? undefined : option,
      );
      if ('result' in again) return again.result;
      return this.createAndBuy(scope, plan, rule, again.option, buy, { ...how, requoted: true });
    }
    this.deps.journalCreated(
      scope,
      newShipmentOf(body, created, 'one-key', { option, dace: plan.tipoDace ?? null, weight: weighing.origin }),
    );
    const base = { shipmentId: created.shipmentId, externalRef: plan.externalRef, rule, option };
    // Right before the money: the scale must still show the reading this label is bought with.
    const moved = weighing.recheck ? this.deps.weigher.stillOnScale(weighing.recheck) : null;
    if (moved)
      return {
        kind: 'not-bought',
        ...base,
        error: toStationError(new Failure('scale', said('scale.changedBeforeBuy', { reason: moved }))),
      };
    try {
      const emission = await this.deps.emitAndPrint(created.shipmentId, {
        ...buy,
        ...(plan.tipoDace ? { dace: plan.tipoDace } : {}),
        ...(how.allowSameRef ? { allowSameRef: true } : {}),
      });
      if (weighing.origin.source === 'scale') this.deps.weigher.used(weighing.origin.reading);
      return { kind: 'shipped', ...base, requoted: how.requoted, emission };
    } catch (error) {
      return { kind: 'not-bought', ...base, error: toStationError(error) };
    }
  }

  /**
   * A fresh quote for an expired one. `confirmed`: the option the operator agreed to: the same
   * service at no more than its price goes ahead; otherwise the new pick is shown to confirm.
   */
  private async requote(
    p: Omit<Pending, 'option' | 'options' | 'quoteExpiresAt'>,
    confirmed?: QuoteOption,
  ): Promise<{ option: QuoteOption } | { result: ShipResult }> {
    const quote: QuoteResponse = await quotePlan(this.deps.api, p.plan);
    const expiresAt = this.expiryOf(quote);
    const pick = pickOption(p.rule, quote);
    if (!confirmed) {
      return pick.ok
        ? { option: pick.value.option }
        : { result: { kind: 'no-pick', rule: p.rule, ...pick.error, options: quote.shippingOptions } };
    }
    const same = sameService(quote.shippingOptions, confirmed);
    if (same && priceOf(same) <= priceOf(confirmed)) return { option: same };
    const offer = same ?? (pick.ok ? pick.value.option : undefined);
    if (!offer)
      return {
        result: {
          kind: 'no-pick',
          rule: p.rule,
          reason: pick.ok ? 'no-options' : pick.error.reason,
          message: pick.ok ? said('desk.serviceGone') : pick.error.message,
          options: quote.shippingOptions,
        },
      };
    const why = same
      ? said('desk.expiredCostsMore', { service: same.serviceName ?? said('desk.theService') })
      : said('desk.expiredServiceGone');
    return {
      result: this.askConfirmation(
        { ...p, option: offer, options: quote.shippingOptions, quoteExpiresAt: expiresAt },
        why,
        'price-changed',
      ),
    };
  }

  /**
   * When a quote expires on this desk's clock: now plus how long the server gave it. Its
   * expiresAt is the server's time; compared with a desk clock that is hours off it would either
   * buy on a quote the server already refuses or quote again for nothing.
   */
  private expiryOf(quote: QuoteResponse): number {
    return this.now() + quote.validForMs;
  }

  private askConfirmation(p: Pending, why: Said, reason: 'asked' | 'price-changed'): ShipResult {
    this.sweep();
    const confirmationId = randomUUID();
    this.pending.set(confirmationId, p);
    return {
      kind: 'confirm',
      confirmationId,
      reason,
      rule: p.rule,
      option: p.option,
      why,
      alternatives: p.options.filter((o) => o !== p.option),
      validForMs: Math.max(0, p.quoteExpiresAt - this.now()),
      externalRef: p.plan.externalRef,
    };
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, p] of this.pending) if (now - p.createdAt > CONFIRMATION_TTL_MS) this.pending.delete(id);
  }
}
