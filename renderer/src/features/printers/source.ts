// The document kinds a workstation routes to a printer (settings.printers keys).
export type { PrinterInfo, RoutedKindKey as RoutedKind } from '../../../../electron/shared/printing';
export const ROUTED_KINDS = ['label', 'daceThermal', 'dacePdf'] as const;
