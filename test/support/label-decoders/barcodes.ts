// A real barcode reader over decoded labels: zxing-wasm (ZXing C++ in WebAssembly), its .wasm
// read from node_modules (it would otherwise fetch it from a CDN).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { toRgba, type DotImage } from './image';

let prepared: Promise<unknown> | undefined;
function prepare() {
  if (!prepared) {
    const wasm = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    const wasmBinary = readFileSync(wasm);
    prepared = prepareZXingModule({
      overrides: {
        wasmBinary: wasmBinary.buffer.slice(wasmBinary.byteOffset, wasmBinary.byteOffset + wasmBinary.byteLength),
      },
      fireImmediately: true,
    });
  }
  return prepared;
}

/** The Code 128 and QR codes readable in the image, by format. */
export async function readCodes(img: DotImage): Promise<Array<{ format: string; text: string }>> {
  await prepare();
  const rgba = toRgba(img);
  // zxing-wasm takes an ImageData; Node has none, and it only reads these three fields.
  const imageData = {
    data: rgba.data,
    width: rgba.width,
    height: rgba.height,
    colorSpace: 'srgb',
  } as unknown as Parameters<typeof readBarcodes>[0];
  const g = globalThis as { ImageData?: unknown };
  g.ImageData ??= class {};
  Object.setPrototypeOf(imageData, (g.ImageData as { prototype: object }).prototype);
  const results = await readBarcodes(imageData, {
    formats: ['Code128', 'QRCode'],
    tryHarder: true,
    maxNumberOfSymbols: 8,
  });
  return results.filter((r) => r.isValid).map((r) => ({ format: r.format, text: r.text }));
}
