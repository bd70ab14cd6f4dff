// The DC-e of a shipment (one, authorized once its label is emitted) and the DACEs printed from
// it (one per generate request; the latest is the one GET and download answer with).
import { randomUUID } from 'node:crypto';
import { accessKey, protocolNumber } from '../fiscal';
import type { Sql } from './sql';

export interface FiscalDocument {
  shipment_id: string;
  loja_id: string;
  chave: string;
  numero: string;
  serie: string;
  protocolo: string;
  issued_at: number;
}

export interface DaceRow {
  id: string;
  shipment_id: string;
  tipo: 'T' | 'R' | 'C';
  seq: number;
  generated_at: number;
}

const SERIE = '1';

/** The shipment's DC-e, created on first need with the label's emission time as issue time. */
export function ensureFiscalDocument(
  sql: Sql,
  shipmentId: string,
  lojaId: string,
  uf: string,
  issuerDocument: string,
  issuedAt: number,
): FiscalDocument {
  return sql.immediate(() => {
    const existing = sql.get<FiscalDocument>('SELECT * FROM fiscal_documents WHERE shipment_id = ?', shipmentId);
    if (existing) return existing;
    const count =
      sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM fiscal_documents WHERE loja_id = ?', lojaId)?.n ?? 0;
    const numero = String(count + 1);
    const doc: FiscalDocument = {
      shipment_id: shipmentId,
      loja_id: lojaId,
      numero,
      serie: SERIE,
      issued_at: issuedAt,
      chave: accessKey({ uf, issuedAt, issuerDocument, serie: SERIE, numero }),
      protocolo: protocolNumber(uf, issuedAt),
    };
    sql.run(
      'INSERT INTO fiscal_documents (shipment_id, loja_id, chave, numero, serie, protocolo, issued_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      doc.shipment_id,
      doc.loja_id,
      doc.chave,
      doc.numero,
      doc.serie,
      doc.protocolo,
      doc.issued_at,
    );
    return doc;
  });
}

export function insertDace(sql: Sql, shipmentId: string, lojaId: string, tipo: DaceRow['tipo'], now: number): DaceRow {
  return sql.immediate(() => {
    const seq =
      sql.get<{ n: number }>('SELECT COALESCE(MAX(seq), 0) + 1 AS n FROM daces WHERE shipment_id = ?', shipmentId)?.n ??
      1;
    const id = randomUUID();
    sql.run(
      'INSERT INTO daces (id, shipment_id, loja_id, tipo, seq, generated_at) VALUES (?, ?, ?, ?, ?, ?)',
      id,
      shipmentId,
      lojaId,
      tipo,
      seq,
      now,
    );
    return { id, shipment_id: shipmentId, tipo, seq, generated_at: now };
  });
}

export const latestDace = (sql: Sql, shipmentId: string): DaceRow | undefined =>
  sql.get<DaceRow>(
    'SELECT id, shipment_id, tipo, seq, generated_at FROM daces WHERE shipment_id = ? ORDER BY seq DESC LIMIT 1',
    shipmentId,
  );

export const daceById = (sql: Sql, id: string): DaceRow | undefined =>
  sql.get<DaceRow>('SELECT id, shipment_id, tipo, seq, generated_at FROM daces WHERE id = ?', id);

export const daceFile = (sql: Sql, id: string): Uint8Array | undefined =>
  sql.get<{ file: Uint8Array | null }>('SELECT file FROM daces WHERE id = ?', id)?.file ?? undefined;

export const storeDaceFile = (sql: Sql, id: string, file: Uint8Array): void => {
  sql.run('UPDATE daces SET file = ? WHERE id = ?', file, id);
};
