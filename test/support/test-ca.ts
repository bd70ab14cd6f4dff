// A test certificate authority and a server certificate it signs, valid for IP:127.0.0.1 and
// DNS:localhost, made with the openssl CLI (P-256 keys: quick to make). For the servers the tests
// reach over TLS as a desk does: PostgreSQL (postgres.ts) and the API behind a desk's network
// link (desk-link.ts). The client is told to trust ca.crt; nothing else does.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, chown, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface TestCertificates {
  caFile: string;
  certFile: string;
  keyFile: string;
}

/**
 * Makes the CA and the server certificate in `folder` (created 0700). The server's key is mode
 * 0600 and, with `user`, its user's (as postgres demands).
 */
export async function makeCertificates(
  folder: string,
  user: { uid: number; gid: number } | null = null,
): Promise<TestCertificates> {
  await mkdir(folder, { mode: 0o700 });
  const path = (name: string) => join(folder, name);
  const key = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  await run('openssl', [
    'req',
    '-x509',
    ...key,
    '-keyout',
    path('ca.key'),
    '-out',
    path('ca.crt'),
    '-days',
    '30',
    '-subj',
    '/CN=Shipping Station test CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
  await run('openssl', [
    'req',
    '-new',
    ...key,
    '-keyout',
    path('server.key'),
    '-out',
    path('server.csr'),
    '-subj',
    '/CN=localhost',
  ]);
  await writeFile(
    path('server.ext'),
    [
      'basicConstraints=critical,CA:FALSE',
      'keyUsage=critical,digitalSignature,keyEncipherment',
      'extendedKeyUsage=serverAuth',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ].join('\n') + '\n',
  );
  await run('openssl', [
    'x509',
    '-req',
    '-in',
    path('server.csr'),
    '-CA',
    path('ca.crt'),
    '-CAkey',
    path('ca.key'),
    '-set_serial',
    `0x${randomBytes(8).toString('hex')}`,
    '-days',
    '30',
    '-extfile',
    path('server.ext'),
    '-out',
    path('server.crt'),
  ]);
  await chmod(path('server.key'), 0o600);
  if (user) {
    await chown(folder, user.uid, user.gid);
    for (const name of ['server.key', 'server.crt']) await chown(path(name), user.uid, user.gid);
  }
  return { caFile: path('ca.crt'), certFile: path('server.crt'), keyFile: path('server.key') };
}

/** Runs a command to its end; rejects with its output when it fails. */
export function run(file: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code, killedBy) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${[file, ...args].join(' ')} failed (${killedBy ?? `exit ${code}`}):\n${output}`));
    });
  });
}
