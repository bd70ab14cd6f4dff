// Writes the demo world into an empty database (first start, or a reset).
import { randomBytes, scryptSync } from 'node:crypto';
import { SEED_ACCOUNTS } from '../seed-data';
import { searchText } from '../search';
import type { Sql } from './sql';

/**
 * Passwords are stored as scrypt hashes even in a sandbox: its data dir may be copied around
 * with a training desk, and the demo passwords are the only ones that should be public.
 * A low cost keeps logins fast; this is not protecting real accounts.
 */
export function hashPassword(senha: string, salt: string): string {
  return scryptSync(senha, salt, 32, { N: 1024 }).toString('hex');
}

export function seed(sql: Sql, now: number): void {
  sql.immediate(() => {
    for (const account of SEED_ACCOUNTS) {
      const salt = randomBytes(16).toString('hex');
      sql.run(
        'INSERT INTO accounts (id, email, password_hash, salt, active) VALUES (?, ?, ?, ?, ?)',
        account.id,
        account.email,
        hashPassword(account.senha, salt),
        salt,
        account.active ? 1 : 0,
      );
      account.lojas.forEach((loja, position) => {
        sql.run(
          'INSERT INTO lojas (id, account_id, name, cnpj, position) VALUES (?, ?, ?, ?, ?)',
          loja.id,
          account.id,
          loja.name,
          loja.cnpj,
          position,
        );
        sql.run('INSERT INTO wallets (loja_id, balance_cents) VALUES (?, ?)', loja.id, loja.balanceCents);
        const s = loja.sender;
        sql.run(
          `INSERT INTO addresses (id, loja_id, address_type, name, person_name, company, phone, email, street,
             number, complement, district, city, state, zip, cpf_cnpj, ie_number, country, is_default, search,
             seq, created_at, updated_at)
           VALUES (?, ?, 'SENDER', ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, NULL, 'BR', 1, ?, 1, ?, ?)`,
          s.id,
          loja.id,
          s.name,
          s.personName,
          s.company,
          s.phone,
          s.email,
          s.street,
          s.number,
          s.district,
          s.city,
          s.state,
          s.zip,
          s.cpfCnpj,
          searchText([s.name, s.personName, s.company, s.city, s.zip, s.cpfCnpj], [s.zip, s.cpfCnpj]),
          now,
          now,
        );
      });
    }
  });
}
