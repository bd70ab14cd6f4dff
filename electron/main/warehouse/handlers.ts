// The warehouse's channels: its status, setting it up (the password goes to the keychain), and
// the three views every desk can show of the whole warehouse for the chosen loja.
import type { WarehouseChannel } from '../../shared/warehouse';
import { said } from '../../shared/messages';
import { Failure, type HandlerMap } from '../ipc';
import type { WarehouseConfig } from '../../shared/warehouse';
import type { WarehouseService } from './service';

export interface WarehouseHandlerDeps {
  warehouse: WarehouseService;
  /** The chosen loja (null before one is chosen). */
  tenantId(): string | null;
  /** [from, to) of a desk-local calendar day, as the desk's own day summary counts it. */
  dayRange(day: string | undefined): { from: number; to: number };
  /** Saves the setting (null: a single desk again). */
  save(config: WarehouseConfig | null): void;
  /** Keeps the role's password in the OS keychain. */
  storePassword(config: WarehouseConfig, password: string): Promise<void>;
}

export function warehouseHandlers(deps: WarehouseHandlerDeps): HandlerMap<WarehouseChannel> {
  const loja = (): string => {
    const tenantId = deps.tenantId();
    if (!tenantId) throw new Failure('loja-required', said('desk.needsLoja'));
    return tenantId;
  };
  return {
    'warehouse:status': async () => deps.warehouse.status(),
    'warehouse:configure': async ({ config, password }) => {
      if (config && password) await deps.storePassword(config, password);
      deps.save(config);
      return deps.warehouse.start();
    },
    'warehouse:unsettled': () => deps.warehouse.unsettled(loja()),
    'warehouse:day': ({ day }) => {
      const { from, to } = deps.dayRange(day);
      return deps.warehouse.day(loja(), from, to);
    },
    'warehouse:audit': ({ day, limit }) =>
      deps.warehouse.audit(loja(), day === undefined ? null : deps.dayRange(day), limit),
  };
}
