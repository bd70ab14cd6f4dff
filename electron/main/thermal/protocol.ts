// Messages between main and the conversion worker.
import type { PrinterProfile } from '../../shared/printer-profile';
import type { ConvertOptions, PrinterJob } from './convert';
import type { ThermalResult } from './errors';

export interface WorkerRequest {
  id: number;
  bytes: Uint8Array;
  profile: PrinterProfile;
  options: ConvertOptions;
}

export type WorkerResponse = { id: number; result: ThermalResult<PrinterJob> } | { id: number; crash: string };
