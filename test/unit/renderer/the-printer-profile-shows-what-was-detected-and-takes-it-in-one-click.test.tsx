// Issue 16.1 on the settings screen (main's answers scripted): beside the profile the operator
// confirmed, the panel says what detection found for the printer (its label language and
// resolution) and where it read that (a CUPS or Windows driver by name, or the printer's own ~HI
// answer), in both languages; "Usar o detectado" takes the detected language and resolution in
// one click, keeping what the operator measured (offsets, rotation, a raw printer's label roll).
// Issue 29.1: the proposed size is shown next to the label's, and for a driver printer it is the
// driver's page nearest to the label, taken with the language and resolution (a profile saved
// with the driver's 4 × 5 in default is offered 4 × 6 in). The same lines sit in the open form,
// where they fill the fields back. A printer that cannot be asked shows no line and no error: its
// confirmed profile still prints.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { printerProfileSchema, type PrinterProfile } from '../../../electron/shared/printer-profile';
import type { DetectedProfileView } from '../../../electron/shared/printing';
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
const FOUR_BY_SIX = { widthMm: 101.6, heightMm: 152.4, sensing: 'gap' } as const;
/** The media of a printer with no driver page to match: the label the station prints. */
const ON_LABEL: DetectedProfileView['media'] = { label: { widthMm: 100, heightMm: 150 }, from: 'label' };
const zebraPpd: Omit<DetectedProfileView, 'printerId'> = {
  source: 'driver',
  system: 'cups',
  raw: false,
  model: 'Zebra ZPL Label Printer',
  labelLanguage: 'zpl',
  profile: { ...confirmed('driver', 300), media: FOUR_BY_SIX, offsets: { xMm: 0, yMm: 0 }, rotation: 0 },
  media: { label: { widthMm: 100, heightMm: 150 }, from: 'driver-page', page: 'w288h432' },
};

describe('the printer profile beside what was detected', () => {
  it.each([
    [
      'pt-BR',
      "Detectado: ZPL pelo driver do sistema, 300 dpi (driver do CUPS 'Zebra ZPL Label Printer')",
      'Tamanho proposto: 101,6 × 152,4 mm, a página do driver mais próxima da etiqueta que a estação imprime (100 × 150 mm).',
      'Usar o detectado',
      'igual ao perfil',
    ],
    [
      'en',
      "Detected: ZPL through the system driver, 300 dpi (CUPS driver 'Zebra ZPL Label Printer')",
      "Proposed size: 101.6 × 152.4 mm, the driver's page nearest to the label the station prints (100 × 150 mm).",
      'Use detected',
      'same as the profile',
    ],
  ] as const)(
    'says in %s what the CUPS driver says, and one click takes its resolution and page into the confirmed profile',
    async (language, line, size, use, same) => {
      const station = stationFor(CUPS, confirmed('driver', 203), zebraPpd);
      renderDesk(<PrinterProfilePanel printerId={CUPS} kind="label" />, { language });
      const detected = await screen.findByTestId('detected-label');
      expect(detected.textContent).toContain(line);
      expect(screen.getByTestId('detected-label-media').textContent).toBe(size);
      // The confirmed choice stays on screen beside it.
      expect(screen.getByTestId('printer-profile-label').textContent).toMatch(/203 dpi/);
      const button = screen.getByRole('button', { name: use });
      fireEvent.click(button);
      await waitFor(() => expect(screen.getByTestId('detected-label').textContent).toContain(same));
      expect(station.callsTo('printers.setProfile')).toEqual([
        // What the operator measured (offsets, rotation) is kept; the language, dpi and the
        // driver's page nearest to the label are taken.
        { printerId: CUPS, profile: { ...confirmed('driver', 300), media: FOUR_BY_SIX } },
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
      media: ON_LABEL,
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
      media: ON_LABEL,
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
      media: ON_LABEL,
    });
    renderDesk(<PrinterProfilePanel printerId={NET} kind="label" />);
    const dpi = (await screen.findByLabelText('Resolução')) as HTMLSelectElement;
    expect(dpi.value).toBe('300');
    // What the form holds is what was detected: nothing to take yet.
    expect(screen.getByTestId('detected-form-label').textContent).toContain('igual ao perfil');
    const user = userEvent.setup();
    await user.selectOptions(dpi, '203');
    await user.selectOptions(screen.getByLabelText('Linguagem'), 'epl2');
    expect([dpi.value, (screen.getByLabelText('Linguagem') as HTMLSelectElement).value]).toEqual(['203', 'epl2']);
    fireEvent.click(screen.getByTestId('detected-form-label-use'));
    expect(dpi.value).toBe('300');
    expect((screen.getByLabelText('Linguagem') as HTMLSelectElement).value).toBe('zpl');
  });

  it("offers the driver's page nearest to the label to a profile saved with the driver's 4 × 5 in default, keeping a raw printer's roll", async () => {
    const fourByFive = {
      ...confirmed('driver', 300),
      media: { widthMm: 101.6, heightMm: 127, sensing: 'gap' as const },
    };
    const station = stationFor(CUPS, fourByFive, zebraPpd);
    const { unmount } = renderDesk(<PrinterProfilePanel printerId={CUPS} kind="label" />, { language: 'en' });
    // Same language and resolution: only the page differs, and that is enough to offer it.
    fireEvent.click(await screen.findByRole('button', { name: 'Use detected' }));
    await waitFor(() => expect(station.callsTo('printers.setProfile')).toHaveLength(1));
    expect(station.callsTo('printers.setProfile')[0]).toEqual({
      printerId: CUPS,
      profile: { ...fourByFive, media: FOUR_BY_SIX },
    });
    unmount();

    // A raw printer's label size is the roll the operator measured: a different one is not offered.
    const NET = 'network:192.168.0.50:9100';
    const roll = { ...confirmed('zpl', 300), media: { widthMm: 60, heightMm: 40, sensing: 'gap' as const } };
    stationFor(NET, roll, {
      source: 'printer',
      raw: true,
      model: 'ZD421-300dpi',
      labelLanguage: 'zpl',
      profile: confirmed('zpl', 300),
      media: ON_LABEL,
    });
    renderDesk(<PrinterProfilePanel printerId={NET} kind="label" />, { language: 'en' });
    expect((await screen.findByTestId('detected-label')).textContent).toContain('same as the profile');
    expect(screen.getByTestId('detected-label-media').textContent).toBe(
      'Proposed size: 100 × 150 mm, that of the label the station prints.',
    );
  });

  it('fills the open form with the driver page proposed, shown next to the label’s before saving', async () => {
    stationFor(CUPS, null, zebraPpd);
    renderDesk(<PrinterProfilePanel printerId={CUPS} kind="label" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Definir perfil' }));
    const width = (await screen.findByLabelText('Largura da etiqueta (mm)')) as HTMLInputElement;
    const height = screen.getByLabelText('Altura da etiqueta (mm)') as HTMLInputElement;
    expect([width.value, height.value]).toEqual(['101,6', '152,4']);
    expect(screen.getByTestId('detected-form-label-media').textContent).toContain('Tamanho proposto: 101,6 × 152,4 mm');
    const user = userEvent.setup();
    await user.clear(height);
    await user.type(height, '127');
    expect(height.value).toBe('127');
    fireEvent.click(screen.getByTestId('detected-form-label-use'));
    expect([width.value, height.value]).toEqual(['101,6', '152,4']);
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
