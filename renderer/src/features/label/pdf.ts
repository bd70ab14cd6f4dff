// pdf.js, loaded only when a label is previewed (it is most of a megabyte). Its worker is served
// from the app's own origin (a Vite asset URL), which the CSP allows (worker-src 'self' blob:).
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export interface RenderedPage {
  width: number;
  height: number;
  pages: number;
}

/** Draws page `pageNumber` of the PDF into the canvas, `cssWidth` pixels wide (sharp on HiDPI). */
export async function renderPdfPage(
  bytes: Uint8Array,
  canvas: HTMLCanvasElement,
  cssWidth: number,
  pageNumber = 1,
): Promise<RenderedPage> {
  // pdf.js takes ownership of the buffer it is given; a copy keeps the caller's bytes usable.
  const task = getDocument({ data: bytes.slice(), useSystemFonts: true });
  const doc = await task.promise;
  try {
    const page = await doc.getPage(pageNumber);
    const unscaled = page.getViewport({ scale: 1 });
    const scale = cssWidth / unscaled.width;
    const ratio = window.devicePixelRatio || 1;
    const viewport = page.getViewport({ scale: scale * ratio });
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
    canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
    await page.render({ canvas, viewport }).promise;
    return { width: viewport.width / ratio, height: viewport.height / ratio, pages: doc.numPages };
  } finally {
    await task.destroy();
  }
}
