// Issue 16.1 on the settings screen (main's answers scripted): beside the profile the operator
// confirmed, the panel says what detection found for the printer (its label language and
// resolution) and where it read that (a CUPS or Windows driver by name, or the printer's own ~HI
// answer), in both languages; "Usar o detectado" takes the detected language and resolution in
// one click, keeping what the operator measured (media, offsets, rotation). The same line sits
// in the open form, where it fills the fields back. A printer that cannot be asked shows no line
// and no error: its confirmed profile still prints.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { printerProfileSchema, type PrinterProfile } from '../../../electron/shared/printer-profile';
import type { DetectedProfileView } from '../../../electron/shared/workflow';
import { PrinterProfilePanel } from '../../../renderer/src/features/printers/PrinterProfilePanel';
import { renderDesk } from './support/render';
import { installStation, type Handlers } from './support/station';

const confirmed = (language: PrinterProfile['language'], dpi: PrinterProfile['dpi']): PrinterProfile => ({
  language,
  dpi,
  media: { widthMm: 100, heightMm: 150, sensing: 'gap' },
  offsets: { xMm: 0.5, yMm: -1 },
  rotation: 180,
});

const stationFor = (
  printerId: string,
  profile: PrinterProfile | null,
  detected: Omit<DetectedProfileView, 'printerId'>,
) =>
  installStation({
    'printers.profile': () => ({ printerId, profile, needsProfile: profile === null && detected.raw }),
    'printers.detect': () => ({ printerId, ...detected }),
    'printers.setProfile': (input) => ({
      printerId: input.printerId,
      profile: input.profile && printerProfileSchema.parse(input.profile),
      needsProfile: false,
    }),
  } satisfies Handlers);

const CUPS = 'cups:Zebra';
const zebraPpd: Omit<DetectedProfileView, 'printerId'> = {
  source: 'driver',
  system: 'cups',
  raw: false,
  model: 'Zebra ZPL Label Printer',
  labelLanguage: 'zpl',
  profile: { ...confirmed('driver', 300), offsets: { xMm: 0, yMm: 0 }, rotation: 0 },
};

describe('the printer profile beside what was detected', () => {
  it.each([
    [
      'pt-BR',
      "Detectado: ZPL pelo driver do sistema, 300 dpi (driver do CUPS 'Zebra ZPL Label Printer')",
      'Usar o detectado',
      'igual ao perfil',
    ],
    [
      'en',
      "Detected: ZPL through the system driver, 300 dpi (CUPS driver 'Zebra ZPL Label Printer')",
      'Use detected',
      'same as the profile',
    ],
  ] as const)(
    'says in %s what the CUPS driver says, and one click takes its resolution into the confirmed profile',
    async (language, line, use, same) => {
      const station = stationFor(CUPS, confirmed('driver', 203), zebraPpd);
      renderDesk(<PrinterProfilePanel printerId={CUPS} kind="label" />, { language });
      const detected = await screen.findByTestId('detected-label');
      expect(detected.textContent).toContain(line);
      // The confirmed choice stays on screen beside it.
      expect(screen.getByTestId('printer-profile-label').textContent).toMatch(/203 dpi/);
      const button = screen.getByRole('button', { name: use });
      fireEvent.click(button);
      await waitFor(() => expect(screen.getByTestId('detected-label').textContent).toContain(same));
      expect(station.callsTo('printers.setProfile')).toEqual([
        // What the operator measured (offsets, rotation, media) is kept; the language and dpi are taken.
        { printerId: CUPS, profile: confirmed('driver', 300) },
      ]);
      expect(screen.getByTestId('printer-profile-label').textContent).toMatch(/300 dpi/);
      expect(screen.queryByRole('button', { name: use })).toBeNull();
    },
  );

  it('names a network Zebra’s own ~HI answer and a Windows driver as where the language came from', async () => {
    const NET = 'network:192.168.0.50:9100';
    stationFor(NET, confirmed('zpl', 203), {
      source: 'printer',
      raw: true,
      model: 'ZD421-300dpi',
      labelLanguage: 'zpl',
      profile: confirmed('zpl', 300),
    });
    const { unmount } = renderDesk(<PrinterProfilePanel printerId={NET} kind="label" />, { language: 'en' });
    expect((await screen.findByTestId('detected-label')).textContent).toContain(
      "Detected: ZPL, 300 dpi (the printer's answer 'ZD421-300dpi')",
    );
    unmount();

    const WIN = 'windows:Argox';
    stationFor(WIN, confirmed('ppla', 203), {
      source: 'driver',
      system: 'windows',
      raw: false,
      model: 'Argox OS-214 plus series PPLA',
      labelLanguage: 'ppla',
      profile: confirmed('ppla', 203),
    });
    renderDesk(<PrinterProfilePanel printerId={WIN} kind="label" />);
    const line = await screen.findByTestId('detected-label');
    expect(line.textContent).toBe(
      "Detectado: PPLA, 203 dpi (driver do Windows 'Argox OS-214 plus series PPLA') · igual ao perfil",
    );
    expect(screen.queryByTestId('detected-label-use')).toBeNull();
  });

  it('fills the open form back with the detected language and resolution after the operator changed them', async () => {
    const NET = 'network:192.168.0.50:9100';
    stationFor(NET, null, {
      source: 'printer',
      raw: true,
      model: 'ZD421-300dpi',
      labelLanguage: 'zpl',
      profile: confirmed('zpl', 300),
    });
    renderDesk(<PrinterProfilePanel printerId={NET} kind="label" />);
    const dpi = (await screen.findByLabelText('Resolução')) as HTMLSelectElement;
    expect(dpi.value).toBe('300');
    // What the form holds is what was detected: nothing to take yet.
    expect(screen.getByTestId('detected-form-label').textContent).toContain('igual ao perfil');
    fireEvent.change(dpi, { target: { value: '203' } });
    fireEvent.change(screen.getByLabelText('Linguagem'), { target: { value: 'epl2' } });
    fireEvent.click(screen.getByTestId('detected-form-label-use'));
    expect(dpi.value).toBe('300');
    expect((screen.getByLabelText('Linguagem') as HTMLSelectElement).value).toBe('zpl');
  });

  it('shows no line and no error when the printer cannot be asked now', async () => {
    const station = installStation({
      'printers.profile': () => ({ printerId: CUPS, profile: confirmed('driver', 203), needsProfile: false }),
      'printers.detect': () => ({
        ok: false,
        error: { kind: 'printer-unavailable', said: { key: 'printing.cupsNotRunning' } },
      }),
    });
    renderDesk(<PrinterProfilePanel printerId={CUPS} kind="label" />);
    await waitFor(() => expect(station.callsTo('printers.detect')).toHaveLength(1));
    await screen.findByText(/203 dpi/);
    expect(screen.queryByTestId('detected-label')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
