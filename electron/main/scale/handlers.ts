// The scale's channels (scale:*): what the settings screen and the ship screen ask of it.
import type { HandlerMap } from '../ipc';
import type { ScaleService } from './service';

export function scaleHandlers(
  scale: ScaleService,
): HandlerMap<'scale:devices' | 'scale:status' | 'scale:configure' | 'scale:detect' | 'scale:current'> {
  return {
    'scale:devices': () => scale.devices(),
    'scale:status': async () => scale.status(),
    'scale:configure': (config) => scale.configure(config),
    'scale:detect': (input) => scale.detect(input),
    'scale:current': async () => scale.current(),
  };
}
