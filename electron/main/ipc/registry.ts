// The handler registry both shells call. Every input is parsed with its channel's zod schema
// before a handler sees it: a malformed or hostile input becomes a `validation` result with
// readable messages, never an exception and never a service call. Handlers are plain async
// functions; what they throw becomes a typed error value (toStationError).
//
// Each domain hands in its own handler map; combineHandlers joins them and refuses, at start-up,
// a channel that two domains both answer (one silently replacing the other by the order of an
// object spread is how a wrapper gets lost). A domain that adds behaviour around another's
// channel wraps that domain's map before it is combined (see desk's journalShipping).
import { parseOrIssues, type Locale } from '../../shared/contract';
import {
  channels,
  type Channel,
  type ChannelGroups,
  type ChannelOutput,
  type ChannelParsed,
  type Result,
} from '../../shared/ipc';
import type { Logger } from '../log';
import { said } from '../../shared/messages';
import { Failure, toStationError } from './failure';

export type Handler<C extends Channel> = (input: ChannelParsed<C>) => Promise<ChannelOutput<C>>;

/** A domain's handlers: any subset of the channels, each typed from the map. */
export type HandlerMap<K extends Channel = Channel> = { [C in K]: Handler<C> };

/**
 * Every domain of main with its handlers, named as the channel map's groups are: a domain answers
 * its own group's channels, every one of them (the compiler names a missing or misplaced one).
 */
export type DomainHandlers = { [D in keyof ChannelGroups]: HandlerMap<keyof ChannelGroups[D] & Channel> };

/** Two domains answer one channel: a wiring mistake, refused before the window opens. */
export class DuplicateChannelError extends Error {
  override name = 'DuplicateChannelError';
  constructor(
    readonly channel: string,
    readonly domains: [string, string],
  ) {
    super(`the channel "${channel}" is answered by both "${domains[0]}" and "${domains[1]}"`);
  }
}

/**
 * Joins the domains' handler maps, named by domain (`{ session: …, workflow: … }`). Refuses a
 * channel answered twice, a handler for a channel the map does not have, and (at compile time
 * and again at run time) a channel nobody answers.
 */
export function combineHandlers(groups: DomainHandlers): HandlerMap {
  const owner = new Map<string, string>();
  const combined: Partial<Record<Channel, unknown>> = {};
  for (const [domain, map] of Object.entries(groups as Record<string, Partial<HandlerMap>>)) {
    for (const [name, handler] of Object.entries(map)) {
      if (!isChannel(name)) throw new Error(`"${domain}" answers "${name}", which is not in the channel map`);
      const first = owner.get(name);
      if (first) throw new DuplicateChannelError(name, [first, domain]);
      owner.set(name, domain);
      combined[name] = handler;
    }
  }
  const missing = (Object.keys(channels) as Channel[]).filter((name) => !owner.has(name));
  if (missing.length > 0) throw new Error(`no handler for: ${missing.join(', ')}`);
  return combined as HandlerMap;
}

export interface Registry {
  readonly channels: readonly Channel[];
  /** Never throws: every outcome is a Result. */
  invoke(channel: string, input: unknown): Promise<Result<unknown>>;
}

export interface RegistryOptions {
  logger: Logger;
  locale: () => Locale;
}

const isChannel = (name: string): name is Channel => Object.hasOwn(channels, name);

export function createRegistry(handlers: HandlerMap, options: RegistryOptions): Registry {
  const log = options.logger.child('ipc');
  // The map's value types differ per channel; a parsed input is exactly what its handler takes.
  const call = <C extends Channel>(name: C, input: ChannelParsed<C>) => handlers[name](input);

  return {
    channels: Object.keys(channels) as Channel[],
    async invoke(name, input) {
      const started = performance.now();
      if (!isChannel(name)) {
        log.warn('unknown channel refused', { channel: String(name).slice(0, 80) });
        return { ok: false, error: toStationError(new Failure('validation', said('common.unknownChannel'))) };
      }
      const parsed = parseOrIssues(channels[name].input, input, options.locale());
      if (!parsed.ok) {
        log.info('ipc input refused', { channel: name, issues: parsed.error.issues.length });
        const error = new Failure('validation', said('common.invalidInput'), {
          quoted: { source: 'checks', lines: parsed.error.issues },
          ...(parsed.error.field ? { field: parsed.error.field } : {}),
        });
        return { ok: false, error: toStationError(error) };
      }
      try {
        const value = await call(name, parsed.value as ChannelParsed<typeof name>);
        log.debug('ipc ok', { channel: name, ms: Math.round(performance.now() - started) });
        return { ok: true, value };
      } catch (error) {
        const failure = toStationError(error);
        const fields = { channel: name, kind: failure.kind, ms: Math.round(performance.now() - started) };
        if (failure.kind === 'internal') log.error('ipc handler crashed', { ...fields, error });
        else log.info('ipc failed', fields);
        return { ok: false, error: failure };
      }
    },
  };
}
