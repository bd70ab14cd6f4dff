// What the emission workflow is given: its folder, the API and printing it buys and prints
// through, the session's loja and strict mode, and the hooks through which the station and the
// desk witness each step (progress, decisions, intents, label files, the order's claim).
import type { Logger } from '../log';
import type { Printing } from '../printing';
import type { WorkflowApi } from './downloads';
import type { WorkflowTiming } from './emit-loop';
import type { OperatorDecision } from './operator-answers';
import type { OwedDaceChange } from '../../shared/workflow';
import type { ClaimOrder, EmissionProgress } from './types';

export interface EmissionWorkflowDeps {
  /** workflow.db lives here. */
  dataDir: string;
  /** The session's client: each call carries the loja chosen at that moment. */
  api: WorkflowApi;
  /**
   * A client whose every call carries this loja, whatever the operator chooses next: a purchase
   * is made with one, for the loja it was admitted for (without it, `api`).
   */
  apiFor?: (tenantId: string) => WorkflowApi;
  printing: Pick<
    Printing,
    'printRouted' | 'checkRoutedPrinterReady' | 'checkRoutedPrinterConfigured' | 'queue' | 'settings' | 'profiles'
  > &
    Partial<Pick<Printing, 'warmUp'>>;
  /** The loja the session acts for now; null before one is chosen. */
  tenantId: () => string | null;
  /** The strict mode setting (on by default). */
  strictMode: () => boolean;
  /** `emission-progress` events for the renderer. */
  onProgress?: (event: EmissionProgress) => void;
  /**
   * The operator decided something about money (buy again anyway, a double charge checked):
   * called before the decision is acted on, so the audit log has it first.
   */
  onDecision?: (decision: OperatorDecision) => void;
  /**
   * A purchase is about to be sent (the POST not yet left): the station appends it to the audit
   * log, the second witness start-up reconciles from. Called just before workflow.db's own
   * intent is written; a promise is awaited (with that write's fsync done meanwhile) before the
   * POST leaves, so both witnesses are on the disk first.
   */
  onIntent?: (intent: { shipmentId: string; tenantId: string }) => void | Promise<void>;
  /**
   * A bought label's file was asked for (its request on its way, after READY was recorded): a
   * moment when nothing of the purchase waits on this process, which the desk takes to note the
   * charge in its journal and audit log.
   */
  onLabelFileAsked?: (label: { shipmentId: string; labelId: string }) => void;
  /** An owed DACE (labels:owed-daces) was settled, or is (still) owed: the station tells the page. */
  onOwedDace?: (change: OwedDaceChange) => void;
  /**
   * The order's claim before a fresh purchase's intent (the desk's: one purchase per order on
   * this station, and in the warehouse journal when there is one). Bound after construction
   * through claimOrdersWith (the desk opens after the workflow).
   */
  claimOrder?: ClaimOrder;
  logger?: Logger;
  timing?: Partial<WorkflowTiming>;
  now?: () => number;
  /**
   * The clock the operator's time windows read (a label printed moments ago asks before another
   * copy): the station's desk clock, which tests move instead of waiting; default `now`.
   */
  windowNow?: () => number;
}
