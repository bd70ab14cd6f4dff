// The session's channels: log in and out, restore, state, choose the loja.
import type { HandlerMap } from '../ipc';
import type { Session } from './session';

type SessionChannel = 'session:login' | 'session:logout' | 'session:restore' | 'session:state' | 'session:select-loja';

export function sessionHandlers(session: Session): HandlerMap<SessionChannel> {
  return {
    'session:login': (input) => session.login(input),
    'session:logout': () => session.logout(),
    'session:restore': () => session.restore(),
    'session:state': async () => session.state(),
    'session:select-loja': (input) => session.selectLoja(input.tenantId),
  };
}
