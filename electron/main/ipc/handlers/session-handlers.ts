import type { Session } from '../../session/session';
import type { HandlerMap } from '../registry';

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
