// 4.5 Quotes: national (both ends in Brazil) and international (from Brazil to abroad).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { quoteRequestSchema, type QuoteRequest } from '../../shared/contract';
import { ADDITIONAL_SERVICES, SERVICES, type Service } from '../catalog';
import { iso } from '../clock';
import { requireTenant, type Sandbox } from '../context';
import { insertQuotes, type QuoteOptionRecord } from '../db/quotes';
import { badRequest } from '../errors';
import { exclusionOf, priceOf } from '../pricing';
import { factsOfQuote, type QuoteFacts } from '../quote-facts';
import { messageLanguage, speakLine } from '../speaks';
import { parseRequest } from '../validate';

function checkRoute(facts: QuoteFacts, international: boolean): void {
  if (facts.originCountry !== 'BR') {
    throw badRequest('originCountryCode: the service ships from Brazil only (BR)');
  }
  if (!/^\d{8}$/.test(facts.originPostal)) throw badRequest('originCep: must be a CEP of 8 digits');
  if (!international) {
    if (facts.destinationCountry !== 'BR') {
      throw badRequest(
        `destinationCountryCode: ${facts.destinationCountry} is outside Brazil; quote it with POST /api/v1/quotes/simulate-international`,
      );
    }
    if (!/^\d{8}$/.test(facts.destinationPostal)) throw badRequest('destinationCep: must be a CEP of 8 digits');
    return;
  }
  if (facts.destinationCountry === 'BR') {
    throw badRequest(
      'destinationCountryCode: send the foreign destination country (ISO 3166-1 alpha-2); for Brazil use POST /api/v1/quotes/simulate',
    );
  }
  if (!/^[A-Z]{2}$/.test(facts.destinationCountry)) {
    throw badRequest('destinationCountryCode: must be a 2-letter country code (ISO 3166-1 alpha-2)');
  }
}

/** The request's own narrowing: services (id, code or name), serviceLevelId, carrierId, carrierSlug. */
function wanted(service: Service, input: QuoteRequest): boolean {
  const fold = (s: string) => s.trim().toLowerCase();
  if (input.serviceLevelId && input.serviceLevelId !== service.id) return false;
  if (input.carrierId && input.carrierId !== service.carrier.id) return false;
  if (input.carrierSlug && fold(input.carrierSlug) !== service.carrier.slug) return false;
  if (input.services?.length) {
    const names = [service.id, service.code, service.name].map(fold);
    if (!input.services.some((s) => names.includes(fold(s)))) return false;
  }
  return true;
}

function simulate(sandbox: Sandbox, lojaId: string, body: unknown, international: boolean, language: 'pt-BR' | 'en') {
  const input = parseRequest(quoteRequestSchema, body);
  const facts = factsOfQuote(input);
  checkRoute(facts, international);
  const quotedAt = sandbox.clock.now();
  const expiresAt = quotedAt + sandbox.options.quoteTtlMs;
  const issues: Array<Record<string, unknown>> = [];
  const shippingOptions: Array<Record<string, unknown>> = [];
  const candidates = SERVICES.filter((s) => s.international === international && wanted(s, input));
  if (candidates.length === 0) {
    issues.push({
      code: 'NO_MATCHING_SERVICE',
      message: 'No service of this route matches services, serviceLevelId, carrierId or carrierSlug',
    });
  }
  for (const code of facts.additionalServices) {
    if (!ADDITIONAL_SERVICES[code]) {
      issues.push({
        code: 'UNKNOWN_ADDITIONAL_SERVICE',
        additionalService: code,
        message: `Additional service ${code} is not offered; known: ${Object.keys(ADDITIONAL_SERVICES).join(', ')}`,
      });
    }
  }
  const stored: QuoteOptionRecord[] = [];
  for (const service of candidates) {
    const base = {
      carrierId: service.carrier.id,
      serviceLevelId: service.id,
      carrierName: service.carrier.name,
      serviceName: service.name,
    };
    const exclusion = exclusionOf(service, facts);
    if (exclusion) {
      issues.push({ ...exclusion, ...base });
      continue;
    }
    const priced = priceOf(service, facts);
    const option = {
      quoteId: randomUUID(),
      ...base,
      carrierSlug: service.carrier.slug,
      serviceCode: service.code,
      priceCents: priced.priceCents,
      currency: 'BRL',
      deliveryDaysMin: priced.deliveryDaysMin,
      deliveryDaysMax: priced.deliveryDaysMax,
      billableWeightKg: priced.billableWeightKg,
      freightCents: priced.freightCents,
      insuranceCents: priced.insuranceCents,
      additionalServicesCents: priced.additionalServicesCents,
      expiresAt: iso(expiresAt),
    };
    stored.push({
      id: option.quoteId,
      carrierId: service.carrier.id,
      serviceLevelId: service.id,
      priceCents: priced.priceCents,
      deliveryDaysMin: priced.deliveryDaysMin,
      deliveryDaysMax: priced.deliveryDaysMax,
    });
    shippingOptions.push(option);
  }
  if (stored.length) {
    sandbox.sql.immediate(() =>
      insertQuotes(sandbox.sql, { lojaId, international, facts, input, quotedAt, expiresAt }, stored),
    );
  }
  // An option a carrier refuses (too heavy, too big) is said in the operator's language too.
  const spoken = issues.map((issue) =>
    typeof issue.message === 'string' ? { ...issue, message: speakLine(issue.message, language) } : issue,
  );
  return { shippingOptions, issues: spoken, quotedAt: iso(quotedAt), expiresAt: iso(expiresAt) };
}

export function quoteRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  /** The training server speaks Accept-Language; the plain test server the spec's English. */
  const languageOf = (request: FastifyRequest) =>
    sandbox.options.localized ? messageLanguage(request.headers['accept-language']) : 'en';
  app.post('/api/v1/quotes/simulate', async (request) =>
    simulate(sandbox, requireTenant(sandbox, request).lojaId, request.body, false, languageOf(request)),
  );
  app.post('/api/v1/quotes/simulate-international', async (request) =>
    simulate(sandbox, requireTenant(sandbox, request).lojaId, request.body, true, languageOf(request)),
  );
}
