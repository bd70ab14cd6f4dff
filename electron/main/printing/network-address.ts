// A network printer is typed by the operator as host:port ("192.168.0.50:9100", "zebra-01",
// "[fe80::1]:9100"). Validated here so a typo is caught on screen, not at the first label.
import { z } from 'zod';
import { printError, type PrintError } from './errors';
import { failed, ok, type Result } from '../../shared/result';
import { said, type Said } from '../../shared/messages';
import { type NetworkTarget } from './types';

export const DEFAULT_RAW_PORT = 9100;

const HOSTNAME =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
const IPV4 = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

// A name made of digits and dots is meant as an IPv4 address, so "256.1.1.1" is a typo, not a host name.
const hostSchema = z.union([
  z.ipv6(),
  z.string().regex(IPV4),
  z
    .string()
    .regex(HOSTNAME)
    .refine((h) => !/^[\d.]+$/.test(h)),
]);
const portSchema = z.coerce.number().int().min(1).max(65535);

/** Parses what the operator typed into a network printer target; the port defaults to 9100. */
export function parseNetworkPrinter(input: string): Result<NetworkTarget, PrintError> {
  const text = input.trim();
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(text);
  let host: string;
  let port: string | undefined;
  if (bracketed) {
    host = bracketed[1] ?? '';
    port = bracketed[2];
  } else if ((text.match(/:/g) ?? []).length > 1) {
    host = text; // a bare IPv6 address: no port can be told apart from it
  } else {
    const [h, p] = text.split(':');
    host = h ?? '';
    port = p;
    if (p === '') return invalid(input, said('printing.portMissing'));
  }
  if (!hostSchema.safeParse(host).success) return invalid(input, said('printing.hostInvalid'));
  if (port !== undefined && !/^\d+$/.test(port)) return invalid(input, said('printing.portNotNumber'));
  const parsedPort = portSchema.safeParse(port ?? DEFAULT_RAW_PORT);
  if (!parsedPort.success) return invalid(input, said('printing.portRange'));
  return ok({ kind: 'network', host: host.toLowerCase(), port: parsedPort.data });
}

function invalid(input: string, why: Said): Result<never, PrintError> {
  return failed(printError('invalid-printer', said('printing.notAnAddress', { input: input.trim(), why })));
}
