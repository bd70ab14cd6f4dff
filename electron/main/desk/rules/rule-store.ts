// The loja's rate rule. No rule saved means "cheapest, no ceiling": the choice a desk makes by
// hand most of the time, and never a surprise on price since the price is the criterion.
import { rateRuleSchema, type RateRule, type RuleView } from '../../../shared/desk';
import type { Db } from '../db';
import type { DeskScope } from '../scope';

export const DEFAULT_RULE: RateRule = { kind: 'cheapest' };

export class RuleStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  get(scope: DeskScope): RuleView {
    const row = this.db.get<{ rule: string }>(
      'SELECT rule FROM rules WHERE server = ? AND tenant_id = ?',
      scope.server,
      scope.tenantId,
    );
    const parsed = row ? rateRuleSchema.safeParse(JSON.parse(row.rule)) : undefined;
    return parsed?.success ? { rule: parsed.data, isDefault: false } : { rule: DEFAULT_RULE, isDefault: true };
  }

  set(scope: DeskScope, rule: RateRule): RuleView {
    this.db.run(
      `INSERT INTO rules (server, tenant_id, rule, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (server, tenant_id) DO UPDATE SET rule = excluded.rule, updated_at = excluded.updated_at`,
      scope.server,
      scope.tenantId,
      JSON.stringify(rule),
      this.now(),
    );
    return this.get(scope);
  }
}
