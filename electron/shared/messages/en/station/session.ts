import type { session as source } from '../../pt-BR/station/session';
import type { Messages } from '../../said';

export const session: Messages<typeof source> = {
  keychain: {
    noBus: "this computer's password keychain is not running in this session",
    moduleMissing: 'the part of the station that keeps passwords in the keychain is not installed',
    moduleFailed: 'the part of the station that keeps passwords in the keychain did not start',
    silent: 'the OS keychain did not answer within {{ms}} ms',
    refused: "this computer's password keychain refused the request (it may be locked)",
    refusedCode: "this computer's password keychain refused the request (it may be locked)",
    checkFailed: "this computer's password keychain could not be asked",
    failed: "this computer's password keychain stopped answering properly",
  },
  memoryOnly:
    'No OS keychain is available. The session is kept in memory only: you will log in again the next time the station starts.',
  memoryOnlyBecause:
    'No OS keychain is available ({{reason}}). The session is kept in memory only: you will log in again the next time the station starts.',
  ended: 'The session ended; log in again.',
  logInFirst: 'Log in first.',
  notForThisLoja: 'This account may not act for that loja.',
  chooseLoja: 'Choose the loja to act for first.',
  wrongPassword: 'Wrong e-mail or password.',
};
