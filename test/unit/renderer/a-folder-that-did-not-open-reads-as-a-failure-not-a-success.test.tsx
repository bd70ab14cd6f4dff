// "Abrir pasta" on a computer that cannot open it (the browser host, a desk with no file manager)
// is a failure: the sentence that says so reads in the error style, as an alert, not in the green
// of a success; a folder that did open still reads as done. The station is a fake window.station
// (component test: no main process, no Electron here); the click is user-event's.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LabelFileButtons, LabelFileStatus } from '../../../renderer/src/features/label/LabelFileActions';
import type { ShipmentRecord } from '../../../renderer/src/features/label/labelSlice';
import type { Language } from '../../../renderer/src/i18n';
import { renderDesk } from './support/render';
import { installStation } from './support/station';

const FOLDER = '/dados/etiquetas';
const record = { shipmentId: '00000000-0000-4000-8000-0000000000f1', labelId: 'lbl-1' } as ShipmentRecord;

function openFolder(opened: boolean, language: Language) {
  installStation({ 'labels.openFolder': () => ({ folder: FOLDER, opened }) });
  renderDesk(
    <>
      <LabelFileButtons record={record} where="history" />
      <LabelFileStatus record={record} />
    </>,
    { language },
  );
  return userEvent.setup().click(screen.getByTestId('label-open-folder-history'));
}

describe('the folder that did not open', () => {
  it.each([
    ['pt-BR', 'Não deu para abrir a pasta neste computador'],
    ['en', 'Could not open the folder on this computer'],
  ] as const)('reads as a failure, in the error style, as an alert (%s)', async (language, words) => {
    await openFolder(false, language);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(words);
    expect(alert.textContent).toContain(FOLDER);
    expect(alert.className).toMatch(/\bdanger\b/);
    expect(alert.className).not.toMatch(/\bok-text\b/);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a folder that opened still reads as done', async () => {
    await openFolder(true, 'pt-BR');
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(`Pasta aberta: ${FOLDER}`);
    expect(status.className).toMatch(/\bok-text\b/);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
