// Package presets per loja: at most nine, kept in order, so the keys 1–9 of the ship screen
// always name the same box. Names are unique per loja (a batch CSV refers to them by name).
import { randomUUID } from 'node:crypto';
import { MAX_PRESETS, type PresetInput, type PresetView } from '../../../shared/desk';
import { Failure } from '../../ipc';
import type { Db } from '../db';
import { said, type Said } from '../../../shared/messages';
import { fold, type DeskScope } from '../scope';

interface Row {
  id: string;
  position: number;
  name: string;
  data: string;
  updated_at: number;
}

type Dimensions = Omit<PresetView, 'id' | 'key' | 'name' | 'updatedAt'>;

export class PresetStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  list(scope: DeskScope): PresetView[] {
    return this.db
      .all<Row>(
        'SELECT id, position, name, data, updated_at FROM presets WHERE server = ? AND tenant_id = ? ORDER BY position',
        scope.server,
        scope.tenantId,
      )
      .map((row, index) => ({
        id: row.id,
        key: index + 1,
        name: row.name,
        ...(JSON.parse(row.data) as Dimensions),
        updatedAt: new Date(row.updated_at).toISOString(),
      }));
  }

  /** By key (1–9), id or name (case folded). */
  find(scope: DeskScope, by: { key?: number; id?: string; name?: string }): PresetView | undefined {
    const all = this.list(scope);
    if (by.key !== undefined) return all[by.key - 1];
    if (by.id !== undefined) return all.find((p) => p.id === by.id);
    return by.name === undefined ? undefined : all.find((p) => fold(p.name) === fold(by.name as string));
  }

  save(scope: DeskScope, input: PresetInput): PresetView[] {
    const { id, name, ...rest } = input;
    const data: Dimensions = {
      format: rest.format,
      lengthCm: rest.lengthCm,
      widthCm: rest.format === '3' ? null : (rest.widthCm ?? null),
      heightCm: rest.format === '2' ? (rest.heightCm ?? null) : null,
      thicknessCm: rest.format === '3' ? null : (rest.thicknessCm ?? null),
      diameterCm: rest.format === '3' ? (rest.diameterCm ?? null) : null,
      weightKg: rest.weightKg,
    };
    this.db.tx(() => {
      const clash = this.find(scope, { name });
      if (clash && clash.id !== id)
        throw new Failure('validation', said('desk.presetNameTaken', { name: clash.name, key: clash.key }), {
          field: 'name',
        });
      if (id !== undefined) {
        const changed = this.db.run(
          'UPDATE presets SET name = ?, name_fold = ?, data = ?, updated_at = ? WHERE id = ? AND server = ? AND tenant_id = ?',
          name,
          fold(name),
          JSON.stringify(data),
          this.now(),
          id,
          scope.server,
          scope.tenantId,
        );
        if (changed === 0) throw new Failure('not-found', this.gone(), { field: 'id' });
        return;
      }
      const count = this.list(scope).length;
      if (count >= MAX_PRESETS) throw new Failure('validation', said('desk.presetLimit', { max: MAX_PRESETS }));
      this.db.run(
        'INSERT INTO presets (id, server, tenant_id, position, name, name_fold, data, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        randomUUID(),
        scope.server,
        scope.tenantId,
        count + 1,
        name,
        fold(name),
        JSON.stringify(data),
        this.now(),
      );
    });
    return this.list(scope);
  }

  delete(scope: DeskScope, id: string): PresetView[] {
    this.db.tx(() => {
      if (
        this.db.run(
          'DELETE FROM presets WHERE id = ? AND server = ? AND tenant_id = ?',
          id,
          scope.server,
          scope.tenantId,
        ) === 0
      ) {
        throw new Failure('not-found', this.gone(), { field: 'id' });
      }
      this.renumber(
        scope,
        this.list(scope).map((p) => p.id),
      );
    });
    return this.list(scope);
  }

  /** `ids` must name every preset of the loja once; keys follow the new order. */
  reorder(scope: DeskScope, ids: string[]): PresetView[] {
    this.db.tx(() => {
      const current = this.list(scope).map((p) => p.id);
      const same =
        ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
      if (!same) {
        const message = said('desk.presetReorder');
        throw new Failure('validation', message, { field: 'ids' });
      }
      this.renumber(scope, ids);
    });
    return this.list(scope);
  }

  private gone(): Said {
    return said('desk.presetGone');
  }

  private renumber(scope: DeskScope, ids: string[]): void {
    ids.forEach((id, index) =>
      this.db.run(
        'UPDATE presets SET position = ? WHERE id = ? AND server = ? AND tenant_id = ?',
        index + 1,
        id,
        scope.server,
        scope.tenantId,
      ),
    );
  }
}
