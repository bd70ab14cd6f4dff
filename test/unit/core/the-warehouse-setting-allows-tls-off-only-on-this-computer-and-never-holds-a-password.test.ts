// Issue 27, item 2: the warehouse setting as the station validates it (settings.json, the settings
// screen, the warehouse:configure channel): TLS may be off only for a database on this computer,
// verify-full needs the CA that signed the server's certificate, a host is a name or an address
// and nothing else, and there is no field where a password could be kept.
import { describe, expect, it } from 'vitest';
import { warehouseConfigSchema, warehouseConfigureSchema } from '../../../electron/shared/warehouse';

const base = {
  host: 'pg.armazem.lan',
  database: 'shipping_warehouse',
  user: 'shipping_station',
  caFile: '/etc/ss/ca.pem',
};

describe('the warehouse setting', () => {
  it('takes verify-full with a CA file, and fills the port and strict mode', () => {
    expect(warehouseConfigSchema.parse(base)).toEqual({ ...base, port: 5432, tls: 'verify-full', whenDown: 'strict' });
  });

  it('refuses TLS off for a database on another computer, and takes it for this one', () => {
    const off = warehouseConfigSchema.safeParse({ ...base, tls: 'off', caFile: null });
    expect(off.success).toBe(false);
    expect(off.error?.issues.map((i) => i.path.join('.'))).toEqual(['tls']);
    for (const host of ['127.0.0.1', 'localhost', '::1'])
      expect(warehouseConfigSchema.safeParse({ ...base, host, tls: 'off', caFile: null }).success).toBe(true);
  });

  it('refuses verify-full without the CA file', () => {
    const result = warehouseConfigSchema.safeParse({ ...base, caFile: null });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['caFile']);
  });

  it('refuses a host or a name that carries anything but a name', () => {
    for (const host of ['pg.lan;DROP', 'postgres://pg.lan', 'pg lan', ''])
      expect(warehouseConfigSchema.safeParse({ ...base, host }).success, host).toBe(false);
    expect(warehouseConfigSchema.safeParse({ ...base, database: 'a"b' }).success).toBe(false);
    expect(warehouseConfigSchema.safeParse({ ...base, user: 'x; --' }).success).toBe(false);
  });

  it('has no field for a password: one is refused in the setting and only travels beside it, to the keychain', () => {
    expect(warehouseConfigSchema.safeParse({ ...base, password: 'segredo' }).success).toBe(false);
    expect(warehouseConfigureSchema.parse({ config: base, password: 'segredo' }).password).toBe('segredo');
  });
});
