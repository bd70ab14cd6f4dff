// Issue 16.1 and 16.5 on the settings screen (main's answers scripted, as in every renderer test):
// a printer without a driver says it needs a profile, fills the form from what the printer said
// about itself (~HI), saves what the operator confirmed (shrinking a larger page only if ticked),
// then offers the calibration label.
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PrinterProfilePanel } from '../../../renderer/src/features/printers/PrinterProfilePanel';
import { renderDesk } from './support/render';
import { installStation } from './support/station';
import { printJobView } from './support/fixtures';
import { printerProfileSchema, type PrinterProfile } from '../../../electron/shared/printer-profile';

const calibrationJob = printJobView({
  jobId: 'j',
  kind: 'test',
  contentType: 'application/zpl',
  printerId: 'network:192.168.0.50:9100',
  printer: '192.168.0.50:9100',
});

const ID = 'network:192.168.0.50:9100';
const detected: PrinterProfile = {
  language: 'zpl',
  dpi: 300,
  media: { widthMm: 100, heightMm: 150, sensing: 'gap' },
  offsets: { xMm: 0, yMm: 0 },
  rotation: 0,
};

describe('a raw printer in the settings', () => {
  it('asks for its profile, proposes what the printer answered, saves the operator’s fix and prints the calibration label', async () => {
    const station = installStation({
      'printers.profile': () => ({ printerId: ID, profile: null, needsProfile: true }),
      'printers.detect': () => ({
        printerId: ID,
        source: 'printer',
        raw: true,
        model: 'ZD421-300dpi',
        profile: detected,
        media: { label: { widthMm: 100, heightMm: 150 }, from: 'label' },
      }),
      'printers.setProfile': (input) => ({
        printerId: input.printerId,
        // what main stores: the input with its defaults applied
        profile: input.profile && printerProfileSchema.parse(input.profile),
        needsProfile: false,
      }),
      'printers.test': () => calibrationJob,
    });
    renderDesk(<PrinterProfilePanel printerId={ID} kind="label" />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/configure o perfil da impressora/);
    await screen.findByText(/A impressora respondeu: ZD421-300dpi/);
    expect((screen.getByLabelText('Resolução') as HTMLSelectElement).value).toBe('300');
    expect((screen.getByLabelText('Linguagem') as HTMLSelectElement).value).toBe('zpl');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Deslocar ↓ (mm)'));
    await user.type(screen.getByLabelText('Deslocar ↓ (mm)'), '1,5');
    // Shrinking a larger page is the operator's choice, off until ticked.
    const shrink = screen.getByLabelText(/Reduzir para caber uma página maior que a etiqueta/) as HTMLInputElement;
    expect(shrink.checked).toBe(false);
    fireEvent.click(shrink);
    fireEvent.click(screen.getByTestId('profile-save-label'));
    await screen.findByText('Perfil salvo.');
    expect(station.callsTo('printers.setProfile')).toEqual([
      { printerId: ID, profile: { ...detected, offsets: { xMm: 0, yMm: 1.5 }, scaleToFit: true } },
    ]);
    screen.getByText('ZPL (Zebra e compatíveis), 300 dpi, etiqueta 100 × 150 mm.', { exact: false });
    fireEvent.click(screen.getByTestId('calibrate-label'));
    await screen.findByText('Etiqueta de calibração enviada.');
    expect(station.callsTo('printers.test')).toEqual([{ printerId: ID }]);
  });
});
