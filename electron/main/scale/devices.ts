// The ports and devices the operator can pick a scale from, with who made them: every serial
// port the OS lists (built-in ports and USB-serial adapters, which is how most Toledo, Filizola
// and Urano scales reach a PC), and the USB HID devices that declare the Scale usage page
// (0x8D), plus the known postal-scale makers whose hidapi listing lacks a usage page.
import type { ScaleDeviceView } from '../../shared/scale';
import type { Logger } from '../log';
import { HID_SCALE_USAGE_PAGE } from './hid-report';
import type { HidBoundary } from './hid-scale';

/** Dymo (M5/M10/M25 postal scales) and Mettler Toledo USB vendor ids. */
const SCALE_VENDORS = new Set([0x0922, 0x0eb8]);

export async function listScaleDevices(hid: HidBoundary, logger: Logger): Promise<ScaleDeviceView[]> {
  const [serial, usb] = await Promise.all([
    listSerial().catch((error: unknown) => {
      logger.warn('serial ports could not be listed', { error });
      return [];
    }),
    hid.devices().catch((error: unknown) => {
      logger.warn('HID devices could not be listed', { error });
      return [];
    }),
  ]);
  const seen = new Set<string>();
  const scales: ScaleDeviceView[] = [];
  for (const device of usb) {
    if (device.usagePage !== HID_SCALE_USAGE_PAGE && !SCALE_VENDORS.has(device.vendorId)) continue;
    const key = `${device.vendorId}:${device.productId}`;
    if (seen.has(key)) continue; // one entry per scale, not per interface
    seen.add(key);
    scales.push({
      kind: 'hid',
      vendorId: device.vendorId,
      productId: device.productId,
      manufacturer: device.manufacturer?.trim() || null,
      product: device.product?.trim() || null,
    });
  }
  return [...serial, ...scales];
}

async function listSerial(): Promise<ScaleDeviceView[]> {
  const { SerialPort } = await import('serialport');
  const ports = await SerialPort.list();
  return ports.map((port) => ({
    kind: 'serial' as const,
    path: port.path,
    manufacturer: port.manufacturer?.trim() || null,
    vendorId: port.vendorId ?? null,
    productId: port.productId ?? null,
  }));
}
