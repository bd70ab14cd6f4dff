// The Etiquetas preview draws a label's PDF with pdf.js (the real one, as the page loads it). A
// file it cannot draw was shown as pdf.js's own English text ("Invalid PDF structure.") in the
// operator's screen; now the desk says in its language that the label was not drawn here and how
// to open it elsewhere, and pdf.js's words are folded under "Detalhes" / "Details".
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LabelPreview } from '../../../renderer/src/features/label/LabelPreview';
import { renderDesk } from './support/render';

// The page loads pdf.js's worker from its asset URL (a Vite ?url import, which this runner refuses
// inside pdf.js): here the package's own worker file, so the real pdf.js reads the bytes.
vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({
  default: import.meta.url.replace(/test\/unit\/renderer\/[^/]+$/, 'node_modules/pdfjs-dist/build/pdf.worker.min.mjs'),
}));

const NOT_A_PDF = new TextEncoder().encode('%PDF-1.4\nthis is no PDF at all\n%%EOF\n');

function showBroken(language: 'pt-BR' | 'en') {
  renderDesk(
    <LabelPreview
      preview={{ status: 'ready', labelId: 'label-1', file: { contentType: 'application/pdf', bytes: NOT_A_PDF } }}
      trackingCode="BB123456781BR"
      onRetry={() => undefined}
    />,
    { language },
  );
}

describe('a label PDF the preview cannot draw', () => {
  it('is said in Portuguese, pdf.js’s own words only under Detalhes', async () => {
    showBroken('pt-BR');
    const said = await screen.findByTestId('preview-not-drawn', {}, { timeout: 15_000 });
    const details = within(said).getByTestId('preview-not-drawn-details');
    const sentence = said.querySelector('p')!.textContent;
    expect(sentence).toBe(
      'Não foi possível desenhar esta etiqueta aqui: o PDF não abriu na pré-visualização. Com “Salvar PDF” ela abre em outro programa.',
    );
    expect(details.tagName).toBe('DETAILS');
    expect(details.querySelector('summary')!.textContent).toBe('Detalhes');
    // pdf.js's message (its own, for these bytes) is kept for support, never as the sentence.
    expect(details.querySelector('li')!.textContent).toBe('Invalid PDF structure.');
  });

  it('is said in English on an English desk', async () => {
    showBroken('en');
    const said = await screen.findByTestId('preview-not-drawn', {}, { timeout: 15_000 });
    expect(said.querySelector('p')!.textContent).toBe(
      'This label could not be drawn here: its PDF did not open in the preview. “Save PDF” lets another program open it.',
    );
    expect(within(said).getByTestId('preview-not-drawn-details').querySelector('summary')!.textContent).toBe('Details');
  });
});
