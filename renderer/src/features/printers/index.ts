// Printers this desk reaches, their profiles, and which document goes to which.
//
// The face: what other features and app/ use of it (its doors and layer: eslint.config.js,
// rendererFeatureLayers).
export * from './state';
export { NetworkPrinterForm } from './NetworkPrinterForm';
export { PrinterProfilePanel } from './PrinterProfilePanel';
export { printerNameOf, printerOptionText, PrinterRouting } from './PrinterRouting';
