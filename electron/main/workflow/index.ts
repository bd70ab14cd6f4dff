// The emission workflow (issue 5): buy a label once, print it once, resume after a crash; the
// DACE generated and printed; explicit reprints from the print history. Buying and queueing can
// be taken apart (buyAndDownload, queueLabel) by a caller that keeps its own print order. It is
// the only way the station spends money: its channels (workflowHandlers) and the desk (through
// this service) are the only callers of emit.
export { EmissionWorkflow } from './emission-workflow';
export type { EmissionWorkflowDeps } from './emission-workflow-deps';
export type { OperatorDecision } from './operator-answers';
export { unsettledOf, lookForLabel, type UnsettledPurchase, type OutcomeApi } from './unsettled';
export { DEFAULT_TIMING, type WorkflowTiming } from './emit-loop';
export { decideAfterEmitFailure, type EmitDecision } from './emit-decision';
export { detectLabelFormat } from './label-format';
export type { Reprint, ReprintOptions } from './label-history';
export { DacePrinter, printableDaceType, purchaseDaceKey, type DaceDocument } from './dace';
export { fetchThroughTemporaryUrl, type WorkflowApi } from './downloads';
export { workflowHandlers, type WorkflowChannel, type WorkflowHandlerDeps } from './handlers';
export { toDaceView, toEmissionView, toResumeView, toStatusView, toUnsettledView, type OrderFacts } from './views';
export * from './types';
