// The handler registry both shells call. Every input is parsed with its channel's zod schema
// before a handler sees it: a malformed or hostile input becomes a `validation` result with
// readable messages, never an exception and never a service call. Handlers are plain async
// functions; what they throw becomes a typed error value (toStationError).
import { parseOrIssues, type Locale } from '../../shared/contract';
import { channels, type Channel, type ChannelOutput, type ChannelParsed, type Result } from '../../shared/ipc';
import type { Logger } from '../log/logger';
import { Failure, toStationError } from './failure';

export type Handler<C extends Channel> = (input: ChannelParsed<C>) => Promise<ChannelOutput<C>>;

/** A domain's handlers: any subset of the channels, each typed from the map. */
export type HandlerMap<K extends Channel = Channel> = { [C in K]: Handler<C> };

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

/** `handlers` must cover every channel of the map: the compiler names any that is missing. */
export function createRegistry(handlers: HandlerMap, options: RegistryOptions): Registry {
  const log = options.logger.child('ipc');
  const table = handlers as unknown as Record<Channel, (input: unknown) => Promise<unknown>>;

  return {
    channels: Object.keys(channels) as Channel[],
    async invoke(name, input) {
      const started = performance.now();
      if (!isChannel(name)) {
        log.warn('unknown channel refused', { channel: String(name).slice(0, 80) });
        return { ok: false, error: { kind: 'validation', message: `Unknown operation: ${String(name).slice(0, 80)}` } };
      }
      const parsed = parseOrIssues(channels[name].input, input, options.locale());
      if (!parsed.ok) {
        log.info('ipc input refused', { channel: name, issues: parsed.issues.length });
        const error = new Failure('validation', parsed.issues[0] ?? 'Invalid input', {
          messages: parsed.issues,
          ...(parsed.field ? { field: parsed.field } : {}),
        });
        return { ok: false, error: toStationError(error) };
      }
      try {
        const value = await table[name](parsed.value);
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
