import { describe, expect, it } from 'vitest';
import { parseNetworkPrinter } from '../../../electron/main/printing/network-address';
import { spoken } from '../../support/said';

describe('a network printer address typed by the operator is validated', () => {
  it('accepts IPv4, host names and bracketed IPv6, with 9100 as the default port', () => {
    expect(parseNetworkPrinter('192.168.0.50')).toEqual({
      ok: true,
      value: { kind: 'network', host: '192.168.0.50', port: 9100 },
    });
    expect(parseNetworkPrinter(' 192.168.0.50:6101 ')).toEqual({
      ok: true,
      value: { kind: 'network', host: '192.168.0.50', port: 6101 },
    });
    expect(parseNetworkPrinter('Zebra-Expedicao.local:9100')).toEqual({
      ok: true,
      value: { kind: 'network', host: 'zebra-expedicao.local', port: 9100 },
    });
    expect(parseNetworkPrinter('[fe80::1]:9101')).toEqual({
      ok: true,
      value: { kind: 'network', host: 'fe80::1', port: 9101 },
    });
    expect(parseNetworkPrinter('fe80::1')).toEqual({
      ok: true,
      value: { kind: 'network', host: 'fe80::1', port: 9100 },
    });
  });

  it('refuses typos with a message that says how to type it', () => {
    for (const input of [
      '',
      '192.168.0.50:',
      '192.168.0.50:abc',
      '192.168.0.50:70000',
      '192.168.0.50:0',
      '256.1.1.1',
      'http://zebra:9100',
      'zebra 1',
      'zebra;rm -rf',
      '[fe80::1',
    ]) {
      const result = parseNetworkPrinter(input);
      expect(result, input).toMatchObject({ ok: false, error: { kind: 'invalid-printer' } });
      if (!result.ok) expect(spoken(result.error.message), input).toContain('192.168.0.50:9100');
    }
  });
});
