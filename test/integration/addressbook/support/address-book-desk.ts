// One desk's address book against a real sandbox, set up before a file's tests and taken down
// after them: the sandbox (seeded if asked), the demo login, a temp data dir, the service on it
// and the demo loja's book. Its parts are there once beforeAll has run.
import { afterAll, beforeAll } from 'vitest';
import type { AddressBook, AddressBookService } from '../../../../electron/main/addressbook';
import { IDS, startTestSandbox, type SandboxAdmin, type TestSandbox } from '../../../support/sandbox';
import { loginToSandbox, openService, tempDir, type SandboxLogin, type TempDir } from './sandbox-session';

interface ClosableSandbox {
  url: string;
  admin: SandboxAdmin;
  close(): Promise<void>;
}

export interface AddressBookDesk<S extends ClosableSandbox> {
  readonly sandbox: S;
  readonly login: SandboxLogin;
  readonly dir: TempDir;
  readonly service: AddressBookService;
  readonly book: AddressBook;
}

export interface AddressBookDeskOptions<S extends ClosableSandbox> {
  /** The sandbox to start (a plain test sandbox unless given, e.g. a restartable one). */
  sandbox?: () => Promise<S>;
  /** Recipients seeded for the demo loja before the login. */
  seedRecipients?: number;
  /** The HTTP client's timeout (loginToSandbox's default unless given). */
  timeoutMs?: number;
  /** The service on the data dir (openService with the app's client unless given). */
  service?: (dataDir: string, login: SandboxLogin, sandboxUrl: string) => AddressBookService;
  /** Sync once before the tests. */
  syncFirst?: boolean;
}

export function useAddressBookDesk(options?: AddressBookDeskOptions<TestSandbox>): AddressBookDesk<TestSandbox>;
export function useAddressBookDesk<S extends ClosableSandbox>(
  options: AddressBookDeskOptions<S> & { sandbox: () => Promise<S> },
): AddressBookDesk<S>;
export function useAddressBookDesk(
  options: AddressBookDeskOptions<ClosableSandbox> = {},
): AddressBookDesk<ClosableSandbox> {
  const desk = {} as { -readonly [K in keyof AddressBookDesk<ClosableSandbox>]: AddressBookDesk<ClosableSandbox>[K] };
  beforeAll(async () => {
    desk.sandbox = await (options.sandbox ?? (() => startTestSandbox()))();
    if (options.seedRecipients) await desk.sandbox.admin.seedRecipients(IDS.demoLoja, options.seedRecipients);
    desk.login = await loginToSandbox(
      desk.sandbox.url,
      options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs },
    );
    desk.dir = await tempDir();
    desk.service = options.service
      ? options.service(desk.dir.path, desk.login, desk.sandbox.url)
      : openService(desk.dir.path, desk.login.api);
    desk.book = desk.service.select(desk.login.scope)!;
    if (options.syncFirst) await desk.book.syncNow();
  });
  afterAll(async () => {
    await desk.service?.close();
    await desk.sandbox?.close();
    await desk.dir?.remove();
  });
  return desk;
}
