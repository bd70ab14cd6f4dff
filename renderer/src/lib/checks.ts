// The contract's schemas the page checks its forms with (quote, shipment, an address, a preset): zod
// and the schemas are ~30 KB gzip the first screen (login, splash) never uses, so they come in a
// chunk of their own (./schemas.ts) that the station's chunk waits for (App's loadStation): every
// form that checks is on a station screen, so its checks are there before it is (issue 30, item 8).
import type * as Schemas from './schemas';

let loaded: typeof Schemas | undefined;
let loading: Promise<typeof Schemas> | undefined;

/** Loads the checks once (a local file in both shells, so offline too); asked again after a failure. */
export function loadChecks(): Promise<typeof Schemas> {
  loading ??= import('./schemas').then(
    (schemas) => (loaded = schemas),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The checks, once the station's chunk brought them; a form checked before that is a bug. */
export function checks(): typeof Schemas {
  if (!loaded) throw new Error('A form was checked before the station loaded its checks (lib/checks.ts).');
  return loaded;
}
