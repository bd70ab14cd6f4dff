// The API base URL rule: https, or plain http only to this computer (training sandbox, a local
// test server). Tokens and wallet purchases must never cross a network in clear text.
import { isAllowedApiBaseUrl } from '../../shared/ipc';
import { Failure } from '../ipc';

export function checkedBaseUrl(value: string): string {
  if (!isAllowedApiBaseUrl(value)) {
    throw new Failure(
      'validation',
      `The API address ${JSON.stringify(value)} is not allowed: use https (plain http only for 127.0.0.1, ::1 or localhost), without credentials, query or fragment`,
      { field: 'apiBaseUrl' },
    );
  }
  return value.replace(/\/+$/, '');
}
