// A file's temporary address (a label, a DACE) may redirect to its storage (a CDN, a bucket). ky
// cannot check a redirect: fetch follows up to 20 of them by itself and tells only where it
// ended, after it has asked every address on the way. So the station asks each address with
// `redirect: 'manual'` and follows the Location itself, at most MAX_HOPS times, checking each one
// BEFORE asking it (a small wrapper around ky, which still times, retries and reads every hop):
// - https, or plain http only to this computer (isAllowedApiBaseUrl), and never https → http: a
//   downgrade would hand the signed address and the label to anyone on the way;
// - a public server never sends the station to a private, loopback or link-local address (this
//   computer, the warehouse's network): otherwise any server on the internet could make a desk
//   ask its own network for something, and print what came back. A server on such a network
//   (the training sandbox on 127.0.0.1) may send to another there. A name counts by the
//   addresses it resolves to when checked (a name that answers otherwise a moment later, for the
//   request itself, is beyond this check);
// - no user:password in the address.
// No file request carries a credential (http.ts sets Authorization and X-Tenant-Id on API calls
// only), so no hop, on any origin, ever gets one.
import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { KyResponse, ResponsePromise } from 'ky';
import { isAllowedApiBaseUrl } from '../../shared/ipc';

/** How many redirects of one file are followed. */
export const MAX_HOPS = 5;

/** The redirect statuses followed (with a GET); any other 3xx is an answer the station refuses. */
export const FOLLOWED: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/** The addresses a host name resolves to (injected so a test can name a public host). */
export type Lookup = (hostname: string) => Promise<string[]>;

export const systemLookup: Lookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true })).map((entry) => entry.address);

/** Why a redirect was not followed: a key under api.redirect in the catalogue. */
export type RedirectReason =
  | 'api.redirect.tooMany'
  | 'api.redirect.noLocation'
  | 'api.redirect.downgrade'
  | 'api.redirect.notHttps'
  | 'api.redirect.private'
  | 'api.redirect.credentials';

/** A redirect the station did not follow (nothing was asked of its address). */
export class RedirectRefused extends Error {
  override name = 'RedirectRefused';
  constructor(readonly reason: RedirectReason) {
    super(`redirect not followed: ${reason}`);
  }
}

// Private, loopback, link-local, shared (CGNAT), benchmark, multicast and reserved ranges.
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127], // :: and ::1
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

/** Whether an address is on a private network (an IPv4 address inside IPv6 counts as itself). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return PRIVATE.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** A host (URL.hostname: IPv6 in brackets) that is, or resolves to, a private address. */
async function isPrivateHost(hostname: string, lookup: Lookup): Promise<boolean> {
  const host = hostname.replace(/^\[|\]$/g, '');
  // A name that does not resolve is asked of no one: fetch fails on it by itself.
  const addresses = isIP(host) ? [host] : await lookup(host).catch(() => []);
  return addresses.some(isPrivateAddress);
}

/** Refuses a redirect from `from` to `to` that breaks a rule at the top of this file. */
export async function checkHop(from: URL, to: URL, lookup: Lookup): Promise<void> {
  if (to.username || to.password) throw new RedirectRefused('api.redirect.credentials');
  if (from.protocol === 'https:' && to.protocol === 'http:') throw new RedirectRefused('api.redirect.downgrade');
  if (!isAllowedApiBaseUrl(to.origin)) throw new RedirectRefused('api.redirect.notHttps');
  if (!(await isPrivateHost(from.hostname, lookup)) && (await isPrivateHost(to.hostname, lookup)))
    throw new RedirectRefused('api.redirect.private');
}

/**
 * Asks `first` and follows its redirects (see the top of this file): answers the last address's
 * exchange (wrapped: a promise an async function returns would be unwrapped, losing ky's body
 * shortcuts and the time they keep), its response come and its body not read yet. `ask` sends one
 * address with `redirect: 'manual'` and throws on any answer but a 2xx or a followed redirect.
 */
export async function followRedirects(
  first: URL,
  ask: (address: URL) => ResponsePromise,
  lookup: Lookup,
): Promise<{ exchange: ResponsePromise; response: KyResponse }> {
  let address = first;
  for (let hop = 0; ; hop++) {
    const exchange = ask(address);
    const response: KyResponse = await exchange;
    if (!FOLLOWED.has(response.status)) return { exchange, response };
    // The redirect's own body is never read: let its connection go.
    await response.body?.cancel().catch(() => undefined);
    if (hop >= MAX_HOPS) throw new RedirectRefused('api.redirect.tooMany');
    const location = response.headers.get('location');
    if (!location || !URL.canParse(location, address.href)) throw new RedirectRefused('api.redirect.noLocation');
    const next = new URL(location, address);
    await checkHop(address, next, lookup);
    address = next;
  }
}
