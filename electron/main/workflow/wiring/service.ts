// The emission workflow and the printers as one station service: built in the composition root
// (electron/main/app/station.ts) from what it already has, with its handler map, its events
// (`emission-progress`, `print-job`) on the station's bus, and the resume after login.
import { join } from 'node:path';
import type { StationEvents } from '../../../shared/ipc';
import type { EventBus } from '../../ipc/events';
import type { HandlerMap } from '../../ipc/registry';
import type { Logger } from '../../log/logger';
import { loadPdfToPrinter, Printing } from '../../printing';
import type { Session } from '../../session/session';
import type { SettingsStore } from '../../settings/settings-store';
import type { WorkflowApi } from '../downloads';
import type { Locale } from '../messages';
import { EmissionWorkflow } from '../emission-workflow';
import { workflowHandlers, type WorkflowChannel } from './handlers';
import { stationPrintingSettings } from './printing-settings';
import { toPrintJobView } from './views';

export interface WorkflowServiceDeps {
  dataDir: string;
  api: WorkflowApi;
  settings: SettingsStore;
  session: Pick<Session, 'state'>;
  events: EventBus;
  logger: Logger;
  platform?: NodeJS.Platform;
  /** The operator's language for the workflow's and the printers' words (the station passes settings' language). */
  locale?: () => Locale;
}

export interface WorkflowService {
  readonly printing: Printing;
  readonly workflow: EmissionWorkflow;
  readonly handlers: HandlerMap<WorkflowChannel>;
  close(): void;
}

export async function createWorkflowService(deps: WorkflowServiceDeps): Promise<WorkflowService> {
  const { dataDir, settings, session, events } = deps;
  const log = deps.logger.child('workflow');
  const platform = deps.platform ?? process.platform;
  const locale = deps.locale ?? (() => settings.get().language);
  const windows = platform === 'win32' ? await loadPdfToPrinter() : undefined;
  const printing = new Printing({
    platform,
    dataDir,
    settings: stationPrintingSettings(settings, join(dataDir, 'network-printers.json')),
    ...(windows ? { windows } : {}),
    locale,
  });
  const workflow = new EmissionWorkflow({
    dataDir,
    api: deps.api,
    printing,
    tenantId: () => {
      const state = session.state();
      return state.status === 'logged-in' ? state.tenantId : null;
    },
    strictMode: () => settings.get().strictMode,
    onProgress: (event) => events.emit('emission-progress', event),
    logger: deps.logger,
    locale,
  });
  const stopJobs = printing.queue.onJobUpdate((job) => events.emit('print-job', toPrintJobView(job)));

  // After login, a restored session or a loja switch: that loja's unfinished emissions continue
  // (emit again, which never charges twice; download; queue under the same key).
  let resumedFor: string | null = null;
  const stopSession = events.subscribe((name, payload) => {
    if (name !== 'session-state') return;
    const state = payload as StationEvents['session-state'];
    const tenantId = state.status === 'logged-in' ? state.tenantId : null;
    if (tenantId === resumedFor) return;
    resumedFor = tenantId;
    if (!tenantId) return;
    void workflow
      .resume()
      .then((reports) => {
        if (reports.length > 0)
          log.info('emissions resumed', { count: reports.length, failed: reports.filter((r) => !r.result.ok).length });
      })
      .catch((error: unknown) => log.warn('resume failed', { error }));
  });

  return {
    printing,
    workflow,
    handlers: workflowHandlers({ workflow, printing, locale }),
    close() {
      stopSession();
      stopJobs();
      workflow.close();
      printing.close();
    },
  };
}
