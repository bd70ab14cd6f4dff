// The API base URL rule: https, or plain http only to this computer (training sandbox, a local
// test server). Tokens and wallet purchases must never cross a network in clear text.
import { isAllowedApiBaseUrl } from '../../shared/ipc';
import { said } from '../../shared/messages';
import { Failure } from '../ipc';

export function checkedBaseUrl(value: string): string {
  if (!isAllowedApiBaseUrl(value)) {
    throw new Failure('validation', said('api.baseUrlNotAllowed', { value: JSON.stringify(value) }), {
      field: 'apiBaseUrl',
    });
  }
  return value.replace(/\/+$/, '');
}
