// Messages between main and the conversion worker.
import type { PrinterProfile } from '../../shared/printer-profile';
import type { ConvertOptions, PrinterJob } from './convert';
import type { ThermalError } from './errors';
import type { Result } from '../../shared/result';

/**
 * TEST ONLY: how a request makes its worker die mid-job: `exit` ends the thread, `throw` throws
 * inside the conversion, `oom` fills the worker's heap until its resource limit ends it.
 */
export type TestOnlyCrash = 'exit' | 'throw' | 'oom';

export interface WorkerRequest {
  id: number;
  bytes: Uint8Array;
  profile: PrinterProfile;
  options: ConvertOptions;
  testOnlyCrash?: TestOnlyCrash;
}

export type WorkerResponse = { id: number; result: Result<PrinterJob, ThermalError> } | { id: number; crash: string };
