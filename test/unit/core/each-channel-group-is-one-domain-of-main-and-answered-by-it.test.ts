// Issue 30, item 6: the channel map's groups follow main's domains. Each group is named as the
// domain that answers it (electron/main/<domain>/handlers.ts), and combineHandlers takes the
// domains by those names, each answering exactly its group: the compiler refuses a channel
// answered by another domain (the type checks below are part of this test, run by tsc).
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DomainHandlers, HandlerMap } from '../../../electron/main/ipc';
import { channelGroups } from '../../../electron/shared/ipc';

const groupOf = (channel: string) =>
  Object.entries(channelGroups).find(([, group]) => Object.hasOwn(group, channel))?.[0];

describe('the channel groups', () => {
  it('are one per domain of main, each with its handlers.ts', () => {
    for (const domain of Object.keys(channelGroups)) {
      expect(existsSync(`electron/main/${domain}/handlers.ts`), domain).toBe(true);
    }
  });

  it('keep each prefix with the domain that answers it: printers in printing, labels bought and every DACE channel in workflow', () => {
    const prefixes = (group: keyof typeof channelGroups) =>
      [...new Set(Object.keys(channelGroups[group]).map((name) => name.split(':')[0]))].sort();
    expect(prefixes('printing')).toEqual(['printers']);
    expect(prefixes('workflow')).toEqual(['dace', 'labels']);
    expect(prefixes('api')).toEqual(['labels', 'quotes', 'recipients', 'senders', 'shipments', 'tracking']);
    for (const name of ['dace:generate', 'dace:get', 'dace:download', 'dace:generate-and-print'])
      expect(groupOf(name), name).toBe('workflow');
  });

  it("hold no prefix in two groups but labels (the label file's address is one API call; buying is the workflow's)", () => {
    const groupsOf = new Map<string, Set<string>>();
    for (const [group, channels] of Object.entries(channelGroups))
      for (const name of Object.keys(channels)) {
        const prefix = name.split(':')[0] ?? name;
        groupsOf.set(prefix, (groupsOf.get(prefix) ?? new Set()).add(group));
      }
    const split = [...groupsOf].filter(([, groups]) => groups.size > 1).map(([prefix]) => prefix);
    expect(split).toEqual(['labels']);
  });

  it('refuse, at compile time, a domain answering another domain’s channel', () => {
    // The assertion is the @ts-expect-error, which tsc (npm run typecheck) fails when the line
    // compiles; nothing here can fail at run time. The workflow's own map plus printers:list, as a
    // domain's handlers.ts would write it: only the extra channel is refused, not a missing one.
    const workflowOwn = {} as DomainHandlers['workflow'];
    const listPrinters = {} as HandlerMap<'printers:list'>['printers:list'];
    const _misplaced: DomainHandlers['workflow'] = {
      ...workflowOwn,
      // @ts-expect-error printers:list is the printing domain's: the workflow cannot answer it
      'printers:list': listPrinters,
    };
  });
});
