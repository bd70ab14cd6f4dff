// The bytes of a bought label, for the preview. The page may not fetch the temporary download
// address itself (CSP connect-src 'self', and the address belongs to main's API session), so
// main hands the file over (labels:file) as base64.
import type { Result } from '../../bridge';
import { station } from '../../bridge/station';

export interface LabelFile {
  contentType: 'application/pdf' | 'application/zpl';
  bytes: Uint8Array;
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function labelFile(labelId: string): Promise<Result<LabelFile>> {
  const result = await station().labels.file({ labelId });
  if (!result.ok) return result;
  return { ok: true, value: { contentType: result.value.contentType, bytes: base64ToBytes(result.value.base64) } };
}
