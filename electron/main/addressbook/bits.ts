// A set of small non-negative integers as bits (page numbers, row ids): a pass over a million
// recipients remembers what it saw in 125 KB, and saves it as one blob with its checkpoint.
export class Bits {
  private bytes: Uint8Array;
  private ones = 0;

  constructor(saved?: Uint8Array | null) {
    this.bytes = saved ? Uint8Array.from(saved) : new Uint8Array(64);
    for (const byte of this.bytes) this.ones += popcount(byte);
  }

  has(n: number): boolean {
    const at = n >> 3;
    return at < this.bytes.length && (this.bytes[at]! & (1 << (n & 7))) !== 0;
  }

  /** Adds n; answers false when it was there already. */
  add(n: number): boolean {
    const at = n >> 3;
    if (at >= this.bytes.length) {
      const grown = new Uint8Array(Math.max(at + 1, this.bytes.length * 2));
      grown.set(this.bytes);
      this.bytes = grown;
    }
    const bit = 1 << (n & 7);
    if (this.bytes[at]! & bit) return false;
    this.bytes[at]! |= bit;
    this.ones++;
    return true;
  }

  get size(): number {
    return this.ones;
  }

  /** Bytes it holds in memory (at least what toBytes() saves). */
  get byteLength(): number {
    return this.bytes.length;
  }

  /** The bytes to save (up to the last one set). */
  toBytes(): Uint8Array {
    let end = this.bytes.length;
    while (end > 0 && this.bytes[end - 1] === 0) end--;
    return this.bytes.slice(0, end);
  }
}

function popcount(byte: number): number {
  let n = 0;
  for (let b = byte; b; b &= b - 1) n++;
  return n;
}
