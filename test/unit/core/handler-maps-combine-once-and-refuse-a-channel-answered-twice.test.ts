// Issue 13, item 2: the station's handler maps are combined by one function that refuses, at
// start-up, a channel two domains both answer (no silent override by spread order), a handler
// for a channel the map does not have, and a channel nobody answers.
import { describe, expect, it } from 'vitest';
import { combineHandlers, DuplicateChannelError, type HandlerMap } from '../../../electron/main/ipc';
import { channelNames, type Channel } from '../../../electron/shared/ipc';

const answer = (tag: string) => async () => tag as never;
/** A full map whose handlers answer their domain's tag, split across two named domains. */
function twoDomains(): { first: Partial<HandlerMap>; second: Partial<HandlerMap> } {
  const first: Record<string, unknown> = {};
  const second: Record<string, unknown> = {};
  channelNames.forEach((name, i) => ((i % 2 === 0 ? first : second)[name] = answer(i % 2 === 0 ? 'first' : 'second')));
  return { first: first as Partial<HandlerMap>, second: second as Partial<HandlerMap> };
}
const combine = (groups: Record<string, Partial<HandlerMap>>) =>
  (combineHandlers as (g: Record<string, Partial<HandlerMap>>) => HandlerMap)(groups);

describe('combining the domains’ handler maps', () => {
  it('joins maps that together answer every channel exactly once', async () => {
    const { first, second } = twoDomains();
    const map = combine({ first, second });
    expect(Object.keys(map).sort()).toEqual([...channelNames].sort());
    expect(await map['session:state'](undefined)).toBe(
      channelNames.indexOf('session:state') % 2 === 0 ? 'first' : 'second',
    );
  });

  it('refuses a channel answered by two domains, naming both', () => {
    const { first, second } = twoDomains();
    const shadowed: Channel = 'shipments:create';
    const desk = { [shadowed]: answer('desk') } as Partial<HandlerMap>;
    let thrown: unknown;
    try {
      combine({ first, second, desk });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DuplicateChannelError);
    expect((thrown as DuplicateChannelError).channel).toBe(shadowed);
    expect((thrown as DuplicateChannelError).domains).toContain('desk');
  });

  it('refuses a handler for a channel that is not in the map', () => {
    const { first, second } = twoDomains();
    expect(() => combine({ first, second, old: { 'labels:emit': answer('raw') } as never })).toThrow(/labels:emit/);
  });

  it('refuses maps that leave a channel unanswered', () => {
    const { first } = twoDomains();
    expect(() => combine({ first })).toThrow(/no handler for/);
  });
});
