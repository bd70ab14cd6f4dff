// Recipients and their delivery address (kept in the addresses table as type RECIPIENT).
import { randomUUID } from 'node:crypto';
import type { RecipientCreateDto } from '../../shared/contract';
import { iso } from '../clock';
import { likePatterns, searchText } from '../search';
import { insertAddress, type AddressRow } from './addresses';
import type { Sql } from './sql';

interface RecipientRow {
  id: string;
  loja_id: string;
  name: string;
  cpf_cnpj: string | null;
  phone: string;
  email: string | null;
  notes: string | null;
  address_id: string;
  last_used_at: number | null;
  created_at: number;
  updated_at: number;
}

type JoinedRow = RecipientRow & { [K in keyof AddressRow as `a_${K}`]: AddressRow[K] };

const SELECT = `SELECT r.*, a.id AS a_id, a.name AS a_name, a.person_name AS a_person_name, a.phone AS a_phone,
  a.email AS a_email, a.street AS a_street, a.number AS a_number, a.complement AS a_complement,
  a.district AS a_district, a.city AS a_city, a.state AS a_state, a.zip AS a_zip, a.country AS a_country
  FROM recipients r JOIN addresses a ON a.id = r.address_id`;

export function recipientResponse(row: JoinedRow) {
  return {
    id: row.id,
    lojaId: row.loja_id,
    name: row.name,
    cpfCnpj: row.cpf_cnpj,
    phone: row.phone,
    email: row.email,
    notes: row.notes,
    addressId: row.address_id,
    lastUsedAt: row.last_used_at === null ? null : iso(row.last_used_at),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    address: {
      id: row.a_id,
      name: row.a_name,
      personName: row.a_person_name,
      phone: row.a_phone,
      email: row.a_email,
      street: row.a_street,
      number: row.a_number,
      complement: row.a_complement,
      district: row.a_district,
      city: row.a_city,
      state: row.a_state,
      zip: row.a_zip,
      country: row.a_country,
    },
  };
}

/** Inserts one recipient; the caller runs it inside a transaction. */
export function insertRecipient(sql: Sql, lojaId: string, body: RecipientCreateDto, seq: number, now: number): string {
  const addressId = insertAddress(sql, lojaId, 'RECIPIENT', body.address, false, now);
  const id = randomUUID();
  sql.run(
    `INSERT INTO recipients (id, loja_id, name, cpf_cnpj, phone, email, notes, address_id, last_used_at, search, seq,
       created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?)`,
    id,
    lojaId,
    body.name,
    body.cpfCnpj ?? null,
    body.phone,
    body.email ?? null,
    body.notes ?? null,
    addressId,
    searchText([body.name, body.cpfCnpj, body.phone, body.email], [body.cpfCnpj, body.phone]),
    seq,
    now,
    now,
  );
  return id;
}

export const nextRecipientSeq = (sql: Sql, lojaId: string): number =>
  sql.get<{ seq: number }>('SELECT COALESCE(MAX(seq), 0) + 1 AS seq FROM recipients WHERE loja_id = ?', lojaId)?.seq ??
  1;

export function createRecipient(sql: Sql, lojaId: string, body: RecipientCreateDto, now: number) {
  return sql.immediate(() => {
    const id = insertRecipient(sql, lojaId, body, nextRecipientSeq(sql, lojaId), now);
    return recipientResponse(sql.get<JoinedRow>(`${SELECT} WHERE r.id = ?`, id) as JoinedRow);
  });
}

/** Recently used first (the desk ships to the same customers again), then by name. */
export function listRecipients(sql: Sql, lojaId: string, q: string | undefined, page: number, pageSize: number) {
  const patterns = q?.trim() ? likePatterns(q) : [];
  const where = `r.loja_id = ?${patterns.length ? ` AND (${patterns.map(() => `r.search LIKE ? ESCAPE '\\'`).join(' OR ')})` : ''}`;
  const total =
    sql.get<{ n: number }>(`SELECT COUNT(*) AS n FROM recipients r WHERE ${where}`, lojaId, ...patterns)?.n ?? 0;
  // The page's ids first (on the list-order index, skipping the offset without joining), then
  // their rows, in the same order.
  const order = 'r.last_used_at IS NULL, r.last_used_at DESC, r.name COLLATE NOCASE, r.seq';
  const rows = sql.all<JoinedRow>(
    `${SELECT} WHERE r.id IN (SELECT r.id FROM recipients r WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?)
     ORDER BY ${order}`,
    lojaId,
    ...patterns,
    pageSize,
    (page - 1) * pageSize,
  );
  return { data: rows.map(recipientResponse), page, pageSize, total };
}

/** Spec 2.6: lastUsedAt is set when a shipment is created to the recipient's document. */
export function touchRecipientsByDocument(sql: Sql, lojaId: string, cpfCnpj: string, now: number): void {
  sql.run('UPDATE recipients SET last_used_at = ? WHERE loja_id = ? AND cpf_cnpj = ?', now, lojaId, cpfCnpj);
}

/**
 * Another system changed a recipient (its name; the list order follows it): the admin surface's
 * stand-in for an edit the spec does not show. Answers whether it existed.
 */
export function renameRecipient(sql: Sql, lojaId: string, id: string, name: string, now: number): boolean {
  return sql.immediate(() => {
    const row = sql.get<RecipientRow>('SELECT * FROM recipients WHERE id = ? AND loja_id = ?', id, lojaId);
    if (!row) return false;
    sql.run(
      'UPDATE recipients SET name = ?, search = ?, updated_at = ? WHERE id = ?',
      name,
      searchText([name, row.cpf_cnpj, row.phone, row.email], [row.cpf_cnpj, row.phone]),
      // A change within the same millisecond still moves updatedAt forward.
      Math.max(now, row.updated_at + 1),
      id,
    );
    return true;
  });
}

/** Another system deleted a recipient (the spec shows no delete): it leaves every list. */
export function deleteRecipient(sql: Sql, lojaId: string, id: string): boolean {
  return sql.immediate(() => {
    const row = sql.get<RecipientRow>('SELECT * FROM recipients WHERE id = ? AND loja_id = ?', id, lojaId);
    if (!row) return false;
    sql.run('DELETE FROM recipients WHERE id = ?', id);
    sql.run('DELETE FROM addresses WHERE id = ?', row.address_id);
    return true;
  });
}
