import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../electron/main/log/logger';
import { REDACTED, redact, redactText } from '../../../electron/main/log/redact';

describe('log redaction', () => {
  it('hides sensitive keys whatever they hold', () => {
    const out = redact({
      senha: 'x',
      password: 'y',
      accessToken: 'a',
      refreshToken: 'b',
      authorization: 'Bearer z',
      cpfCnpj: '1',
      email: 'e',
      phone: 'p',
      nested: { 'x-station-key': 'k', telefone: 't' },
    }) as Record<string, unknown>;
    for (const key of [
      'senha',
      'password',
      'accessToken',
      'refreshToken',
      'authorization',
      'cpfCnpj',
      'email',
      'phone',
    ]) {
      expect(out[key]).toBe(REDACTED);
    }
    expect(out.nested).toEqual({ 'x-station-key': REDACTED, telefone: REDACTED });
  });

  it.each([
    ['CPF plain', 'doc 12345678909 refused', '12345678909'],
    ['CPF formatted', 'doc 123.456.789-09 refused', '123.456.789-09'],
    ['CNPJ plain', 'cnpj=11222333000181', '11222333000181'],
    ['CNPJ formatted', 'CNPJ 11.222.333/0001-81 ok', '11.222.333/0001-81'],
    ['e-mail', 'user Expedicao@Demo.shipping-station.test logged', 'Expedicao@Demo.shipping-station.test'],
    ['mobile', 'call (11) 98765-4321 now', '98765-4321'],
    ['mobile plain', 'phone 11987654321', '11987654321'],
    ['landline', 'tel 11 3333-4444.', '3333-4444'],
    ['+55', 'tel +55 11 98765 4321', '98765 4321'],
    ['bearer', 'header Bearer abc.def.ghi sent', 'abc.def.ghi'],
    ['opaque token', 'token a8F3kLm29QxP0vBn7TzR4sYw1CdE6gHj used', 'a8F3kLm29QxP0vBn7TzR4sYw1CdE6gHj'],
    ['signed url', 'GET http://127.0.0.1:9/files/x.pdf?exp=1&sig=deadbeefcafe', 'deadbeefcafe'],
  ])('scrubs %s inside free text', (_name, text, secret) => {
    const out = redactText(text);
    expect(out).not.toContain(secret);
    expect(out).toContain(REDACTED);
  });

  it.each([
    ['uuid', 'shipment 3f2a9c1e-1234-4abc-9def-123456789012 created'],
    ['uuid of digits', 'id 12345678-1234-4234-8234-123456789012'],
    ['timestamp', 'at 2025-11-21T21:07:00.000Z'],
    ['cep', 'cep 01310100'],
    ['tracking code', 'tracking AA123456789BR'],
    ['44-digit key', 'chave 35251111222333000181990010000000011123456780'],
    ['amounts', 'price 2990 cents in 12 ms, status 422'],
  ])('keeps %s readable', (_name, text) => {
    expect(redactText(text)).toBe(text);
  });

  it('replaces known secrets by exact value, and the file holds none of them', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'log-')), 'logs', 'station.log');
    const logger = createLogger({ file });
    const token = 'short.token-XYZ';
    logger.addSecret(token);
    logger.child('api').warn(`refused ${token}`, {
      detail: `echo ${token}`,
      list: [`x ${token}`],
      error: new Error(`boom ${token} 123.456.789-09`),
    });
    logger.close();
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(token);
    expect(text).not.toContain('123.456.789-09');
    const line = JSON.parse(text.trim()) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'warn', scope: 'api', msg: `refused ${REDACTED}` });
  });
});
