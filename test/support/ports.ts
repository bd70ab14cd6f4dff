// Ports for tests of what the station does when nothing answers.
import { createServer } from 'node:net';

/** A loopback port where nothing listens (connections are refused): bound, then released. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
