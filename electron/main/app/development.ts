// Whether this station is a development or test build. One explicit switch, set by the people
// who run it that way and never by a desk: the environment variable SHIPPING_STATION_DEV=1.
// scripts/test.sh, scripts/bench.sh, vitest.config.ts and playwright.config.ts set it; `npm start`
// does not (a developer who wants a socat scale runs `SHIPPING_STATION_DEV=1 npm start`). A
// packaged app is a desk's build whatever its environment lacks.
//
// What it allows, and only this: a pseudo-terminal (/dev/pts/N, a socat pair standing in for a
// scale) as the desk scale (scale/service.ts). At a desk a pty is another program's terminal.
export const DEVELOPMENT_ENV = 'SHIPPING_STATION_DEV';

export function isDevelopmentBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[DEVELOPMENT_ENV] === '1';
}
