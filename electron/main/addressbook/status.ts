// What the status bar shows: is a sync running, since when is the server unreachable, when was
// the last complete sync, how many items wait in the outbox. Listeners hear every change.
import type { AddressBookStatus, SyncProgress } from '../../shared/addressbook';
import type { Said } from '../../shared/messages';
import type { AddressBookScope } from './api';
import { NETWORK_KINDS, failureOf } from './failures';
import { changeStamp } from '../ipc';

export type StatusListener = (status: AddressBookStatus) => void;

export interface StatusSources {
  scope: AddressBookScope;
  lastSyncAt: () => string | null;
  outboxCounts: () => { total: number; needsAttention: number };
  now: () => number;
}

export class StatusTracker {
  private running = 0;
  private offlineSinceMs: number | null = null;
  private error: Said | null = null;
  private progress: SyncProgress | null = null;
  private readonly listeners = new Set<StatusListener>();
  private last = '';
  private changedAt = changeStamp();

  constructor(private readonly sources: StatusSources) {}

  get offlineSince(): string | null {
    return this.offlineSinceMs === null ? null : new Date(this.offlineSinceMs).toISOString();
  }

  get isOffline(): boolean {
    return this.offlineSinceMs !== null;
  }

  snapshot(): AddressBookStatus {
    return { ...this.content(), changedAt: this.changedAt };
  }

  private content(): Omit<AddressBookStatus, 'changedAt'> {
    const counts = this.sources.outboxCounts();
    const state =
      this.running > 0 ? 'running' : this.offlineSinceMs !== null ? 'offline' : this.error ? 'error' : 'idle';
    return {
      state,
      ...(this.running > 0 && this.progress ? { progress: this.progress } : {}),
      lastSyncAt: this.sources.lastSyncAt(),
      offlineSince: this.offlineSince,
      outboxCount: counts.total,
      needsAttentionCount: counts.needsAttention,
      ...(this.error ? { problem: this.error } : {}),
      server: this.sources.scope.server,
      tenantId: this.sources.scope.tenantId,
    };
  }

  subscribe(listener: StatusListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells listeners, once per actual change. */
  changed(): void {
    const text = JSON.stringify(this.content());
    if (text === this.last) return;
    this.last = text;
    this.changedAt = changeStamp();
    const status = this.snapshot();
    for (const listener of this.listeners) listener(status);
  }

  async whileRunning<T>(work: () => Promise<T>): Promise<T> {
    this.running++;
    this.changed();
    try {
      return await work();
    } finally {
      this.running--;
      this.changed();
    }
  }

  /** Wraps an API call: an answer means online; network trouble means offline from now. */
  observe = async <T>(call: Promise<T>): Promise<T> => {
    try {
      const value = await call;
      this.setOnline();
      return value;
    } catch (error) {
      const { kind } = failureOf(error);
      if (NETWORK_KINDS.has(kind)) this.setOffline();
      else this.setOnline(); // the server answered, even if with a refusal
      throw error;
    }
  };

  private setOnline(): void {
    if (this.offlineSinceMs === null) return;
    this.offlineSinceMs = null;
    this.changed();
  }

  private setOffline(): void {
    if (this.offlineSinceMs !== null) return;
    this.offlineSinceMs = this.sources.now();
    this.changed();
  }

  /** How far the running sync is (null: not pulling a list now). */
  setProgress(progress: SyncProgress | null): void {
    this.progress = progress;
    this.changed();
  }

  setError(message: Said | null): void {
    this.error = message;
    this.changed();
  }
}
