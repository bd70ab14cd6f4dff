// An in-memory stand-in for the API client, scripted per test: emit answers (or throws) what
// the script says, downloads serve fixed bytes. For the decision logic only; the integration
// suite runs the same workflow against the real sandbox over HTTP.
import { ApiError, type Delivery } from '../../../electron/main/api/errors';
import type { WorkflowApi } from '../../../electron/main/workflow';
import type { EmitLabelResult } from '../../../electron/shared/contract';
import type { ErrorKind } from '../../../electron/shared/ipc';
import { verbatim } from '../../../electron/shared/messages';

/** The smallest file a label format check reads as a PDF. */
export const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
export const SHIPMENT = '5a000000-0000-4000-8000-000000000001';
export const LABEL = '1b000000-0000-4000-8000-000000000001';
export const TENANT = 'a0000000-0000-4000-8000-000000000001';

export const ready = (chargeAlreadyCaptured = false): EmitLabelResult => ({
  status: 'READY',
  shipmentId: SHIPMENT,
  labelId: LABEL,
  trackingCode: 'PX123456785BR',
  fileUrl: `labels/${LABEL}.pdf`,
  priceCents: 3400,
  paymentMethod: 'wallet',
  transactionId: 'tx-1',
  chargeAlreadyCaptured,
});
export const pending = (): EmitLabelResult => ({ status: 'PENDING', shipmentId: SHIPMENT, providerJobId: 'job_1' });

export const apiError = (kind: ErrorKind, delivery: Delivery, status?: number) =>
  new ApiError(kind, verbatim(`${kind} from the test`), {
    delivery,
    method: 'POST',
    path: `/api/v1/labels/shipments/${SHIPMENT}/emit`,
    ...(status ? { status } : {}),
  });

export type Step = EmitLabelResult | Error;

export interface FakeApi extends WorkflowApi {
  emits: number;
}

export function fakeApi(
  script: Step[],
  files: { label: Uint8Array; labelType?: string; thermalDace?: string },
): FakeApi {
  const api = {
    emits: 0,
    emitLabel: async () => {
      const step = script[Math.min(api.emits, script.length - 1)];
      api.emits++;
      if (!step) throw new Error('empty script');
      if (step instanceof Error) throw step;
      return step;
    },
    downloadLabel: async () => ({ downloadUrl: 'https://files.example/label' }),
    downloadFile: async (url: string) =>
      url.endsWith('/label')
        ? { bytes: files.label, contentType: files.labelType ?? 'application/octet-stream' }
        : { bytes: new Uint8Array(), contentType: 'text/plain' },
    generateDace: async () => ({ shipmentId: SHIPMENT, available: true, generated: true, document: { id: 'dace-1' } }),
    downloadDace: async () => ({
      shipmentId: SHIPMENT,
      type: 'DACE_THERMAL' as const,
      dados: files.thermalDace ?? null,
    }),
  };
  return api as unknown as FakeApi;
}
