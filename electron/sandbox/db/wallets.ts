// Store wallets in integer cents, with a ledger of every movement.
import { randomUUID } from 'node:crypto';
import type { Sql } from './sql';

export function balanceOf(sql: Sql, lojaId: string): number {
  return (
    sql.get<{ balance_cents: number }>('SELECT balance_cents FROM wallets WHERE loja_id = ?', lojaId)?.balance_cents ??
    0
  );
}

/** Takes amountCents from the wallet; the caller has checked the balance inside its transaction. */
export function debit(sql: Sql, lojaId: string, shipmentId: string, amountCents: number, now: number): string {
  const transactionId = randomUUID();
  sql.run('UPDATE wallets SET balance_cents = balance_cents - ? WHERE loja_id = ?', amountCents, lojaId);
  sql.run(
    `INSERT INTO wallet_transactions (id, loja_id, shipment_id, amount_cents, kind, created_at) VALUES (?, ?, ?, ?, 'label', ?)`,
    transactionId,
    lojaId,
    shipmentId,
    -amountCents,
    now,
  );
  return transactionId;
}

export function listWallets(sql: Sql): Array<{ lojaId: string; name: string; balanceCents: number }> {
  return sql.all(
    'SELECT w.loja_id AS lojaId, l.name AS name, w.balance_cents AS balanceCents FROM wallets w JOIN lojas l ON l.id = w.loja_id ORDER BY l.account_id, l.position',
  );
}

/** Admin: sets a balance outright (recorded in the ledger as an adjustment). */
export function setBalance(sql: Sql, lojaId: string, balanceCents: number, now: number): boolean {
  return sql.immediate(() => {
    const before = sql.get<{ balance_cents: number }>('SELECT balance_cents FROM wallets WHERE loja_id = ?', lojaId);
    if (!before) return false;
    sql.run('UPDATE wallets SET balance_cents = ? WHERE loja_id = ?', balanceCents, lojaId);
    sql.run(
      `INSERT INTO wallet_transactions (id, loja_id, shipment_id, amount_cents, kind, created_at) VALUES (?, ?, NULL, ?, 'adjustment', ?)`,
      randomUUID(),
      lojaId,
      balanceCents - before.balance_cents,
      now,
    );
    return true;
  });
}
