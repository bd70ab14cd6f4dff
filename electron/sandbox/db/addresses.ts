// Senders (addresses of type SENDER) and the delivery addresses of recipients, one table.
import { randomUUID } from 'node:crypto';
import type { SenderBody } from '../../shared/contract';
import { iso } from '../clock';
import { likePatterns, searchText } from '../search';
import type { Sql } from './sql';

export interface AddressRow {
  id: string;
  loja_id: string;
  address_type: string;
  name: string;
  person_name: string;
  company: string | null;
  phone: string;
  email: string | null;
  street: string;
  number: string;
  complement: string | null;
  district: string;
  city: string;
  state: string;
  zip: string;
  cpf_cnpj: string | null;
  ie_number: string | null;
  country: string;
  is_default: number;
  created_at: number;
  updated_at: number;
}

export function senderResponse(row: AddressRow) {
  return {
    id: row.id,
    lojaId: row.loja_id,
    addressType: 'SENDER' as const,
    name: row.name,
    personName: row.person_name,
    company: row.company,
    phone: row.phone,
    email: row.email,
    street: row.street,
    number: row.number,
    complement: row.complement,
    district: row.district,
    city: row.city,
    state: row.state,
    zip: row.zip,
    cpfCnpj: row.cpf_cnpj,
    ieNumber: row.ie_number,
    country: row.country,
    isDefault: row.is_default === 1,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

const nextSeq = (sql: Sql, table: string, lojaId: string): number =>
  sql.get<{ seq: number }>(`SELECT COALESCE(MAX(seq), 0) + 1 AS seq FROM ${table} WHERE loja_id = ?`, lojaId)?.seq ?? 1;

export interface AddressFields {
  name: string;
  personName: string;
  company?: string | undefined;
  phone: string;
  email?: string | undefined;
  street: string;
  number: string;
  complement?: string | undefined;
  district: string;
  city: string;
  state: string;
  zip: string;
  cpfCnpj?: string | undefined;
  ieNumber?: string | undefined;
  country: string;
}

/** Inserts an address row; the caller runs it inside a transaction. */
export function insertAddress(
  sql: Sql,
  lojaId: string,
  type: 'SENDER' | 'RECIPIENT',
  a: AddressFields,
  isDefault: boolean,
  now: number,
): string {
  const id = randomUUID();
  sql.run(
    `INSERT INTO addresses (id, loja_id, address_type, name, person_name, company, phone, email, street, number,
       complement, district, city, state, zip, cpf_cnpj, ie_number, country, is_default, search, seq, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    id,
    lojaId,
    type,
    a.name,
    a.personName,
    a.company ?? null,
    a.phone,
    a.email ?? null,
    a.street,
    a.number,
    a.complement ?? null,
    a.district,
    a.city,
    a.state,
    a.zip,
    a.cpfCnpj ?? null,
    a.ieNumber ?? null,
    a.country,
    isDefault ? 1 : 0,
    searchText([a.name, a.personName, a.company, a.city, a.zip, a.cpfCnpj], [a.zip, a.cpfCnpj]),
    type === 'SENDER' ? nextSeq(sql, 'addresses', lojaId) : 0,
    now,
    now,
  );
  return id;
}

export function createSender(sql: Sql, lojaId: string, body: SenderBody, now: number): AddressRow {
  return sql.immediate(() => {
    // One default per store: the new default takes the place of the old one.
    if (body.setAsDefault) {
      sql.run(
        `UPDATE addresses SET is_default = 0, updated_at = ? WHERE loja_id = ? AND address_type = 'SENDER' AND is_default = 1`,
        now,
        lojaId,
      );
    }
    const id = insertAddress(
      sql,
      lojaId,
      'SENDER',
      { ...body, personName: body.personName || body.name },
      body.setAsDefault,
      now,
    );
    return sql.get<AddressRow>('SELECT * FROM addresses WHERE id = ?', id) as AddressRow;
  });
}

export function listSenders(sql: Sql, lojaId: string, q: string | undefined, page: number, pageSize: number) {
  const patterns = q?.trim() ? likePatterns(q) : [];
  const where = `loja_id = ? AND address_type = 'SENDER'${patterns.length ? ` AND (${patterns.map(() => `search LIKE ? ESCAPE '\\'`).join(' OR ')})` : ''}`;
  const total =
    sql.get<{ n: number }>(`SELECT COUNT(*) AS n FROM addresses WHERE ${where}`, lojaId, ...patterns)?.n ?? 0;
  const rows = sql.all<AddressRow>(
    `SELECT * FROM addresses WHERE ${where} ORDER BY is_default DESC, name COLLATE NOCASE, seq LIMIT ? OFFSET ?`,
    lojaId,
    ...patterns,
    pageSize,
    (page - 1) * pageSize,
  );
  return { data: rows.map(senderResponse), total, page, pageSize };
}
