// Rendering a PDF takes milliseconds of CPU (barcode raster, font embedding); a label is often
// downloaded more than once (reprint, second desk). Each document is rendered once, stored in
// the database with its record, and concurrent first requests share one rendering.
export class DocumentCache {
  private readonly inflight = new Map<string, Promise<Uint8Array>>();

  async once(
    key: string,
    read: () => Uint8Array | undefined,
    render: () => Promise<Uint8Array>,
    store: (bytes: Uint8Array) => void,
  ): Promise<Uint8Array> {
    const stored = read();
    if (stored) return stored;
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = render()
        .then((bytes) => {
          store(bytes);
          return bytes;
        })
        .finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    return pending;
  }
}
