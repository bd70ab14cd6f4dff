import { describe, expect, it } from 'vitest';
import { parseNetworkPrinter } from '../../../electron/main/printing/network-address';
import { spoken } from '../../support/said';

describe('a network printer address typed by the operator is validated', () => {
  it('accepts IPv4, host names and bracketed IPv6, with 9100 as the default port', () => {
    for (const [typed, host, port] of [
      ['192.168.0.50', '192.168.0.50', 9100],
      [' 192.168.0.50:6101 ', '192.168.0.50', 6101],
      ['Zebra-Expedicao.local:9100', 'zebra-expedicao.local', 9100],
      ['[fe80::1]:9101', 'fe80::1', 9101],
      ['fe80::1', 'fe80::1', 9100],
    ] as const) {
      expect(parseNetworkPrinter(typed)).toEqual({ ok: true, value: { kind: 'network', host, port } });
    }
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
      if (!result.ok) expect(spoken(result.error.said), input).toContain('192.168.0.50:9100');
    }
  });
});
