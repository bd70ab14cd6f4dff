// What the desk service is given (DeskServiceDeps), and what it asks of the emission workflow
// (DeskWorkflow) and of the warehouse journal (OrderClaims): the station wires these in wiring.ts.
import type { Locale } from '../../shared/contract';
import type { BatchProgress } from '../../shared/desk';
import type { SessionState } from '../../shared/ipc';
import type { AddressBookService } from '../addressbook';
import type { ApiClient } from '../api';
import type { Logger } from '../log';
import type { After } from '../platform';
import type { Printing } from '../printing';
import type { SettingsStore } from '../settings';
import type { WarehouseService } from '../warehouse';
import type { EmissionWorkflow } from '../workflow';
import type { BatchApi } from './batch/row-steps';
import type { ScaleSource } from './weigh/scale-weigher';

export interface DeskServiceDeps {
  dataDir: string;
  /** Stable server identity: 'training' in training mode, else the API base URL. */
  server: string;
  /** The client acting for the loja chosen now. */
  api: ApiClient;
  /** A client bound to one loja (a batch keeps its loja whatever the operator switches to). */
  apiFor(tenantId: string): BatchApi;
  session: { state(): SessionState };
  settings: SettingsStore;
  logger: Logger;
  /** The one way the desk buys: through the emission workflow's service (one purchase per shipment). */
  workflow: DeskWorkflow;
  printing: Printing;
  addressBook: AddressBookService;
  /** A batch row or the batch changed. */
  onBatchProgress: (progress: BatchProgress) => void;
  /** The operator's language for the desk's words (settings' language when left out). */
  locale?: () => Locale;
  /** The desk scale's readings (none configured: never a weight). */
  scale: ScaleSource;
  /**
   * The warehouse journal the desks share (a single desk's answers at once): the order's claim
   * before a purchase, and where a claimed purchase went next.
   */
  warehouse?: OrderClaims;
  /** The clock of the scan repeat window (Date.now when left out). */
  now?: () => number;
  /** The timer of the desk's waits (weigh on scan's timeout; setTimeout when left out). */
  after?: After;
}

/** What the desk asks of the emission workflow. */
export type DeskWorkflow = Pick<
  EmissionWorkflow,
  | 'emitAndPrint'
  | 'checkPrinter'
  | 'buyAndDownload'
  | 'queueLabel'
  | 'status'
  | 'record'
  | 'reprint'
  | 'labelFile'
  | 'generateAndPrintDace'
  | 'recoverFromAudit'
>;

/**
 * What the desk asks of the warehouse journal: the order's claim before a purchase (and one key's
 * early claim while it quotes, given back when unused), and where a claimed purchase went next.
 */
export type OrderClaims = Pick<WarehouseService, 'claim' | 'follow' | 'claimEarly' | 'dropEarly'>;
