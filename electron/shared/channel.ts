// The one way to declare an IPC channel: its input schema (main parses every input with it before
// a handler runs) and the type of what it answers, carried as a phantom so the renderer's API and
// the handlers are typed from one map (ipc.ts). Imports only zod's types: every group of channels
// (session, shipping, workflow, address book, desk, …) uses this, and ipc.ts combines them.
import { z } from 'zod';

/** An entry of the map: the input schema, and the output type carried as a phantom. */
export interface ChannelDef<I extends z.ZodType = z.ZodType, O = unknown> {
  input: I;
  output: O;
}

/** `channel(schema).returns<Output>()`: a channel whose input is `schema` and whose answer is `Output`. */
export const channel = <I extends z.ZodType>(input: I) => ({
  returns: <O>(): ChannelDef<I, O> => ({ input, output: undefined as O }),
});

/** The input of a channel that takes none. */
export const noInput = z.undefined();
