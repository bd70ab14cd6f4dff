// The printing domain: discovery, per-workstation routing, printer profiles, readiness (strict
// mode), the crash-safe print queue, what each printer is given (a raw printer's conversion by the
// thermal engine at send time), the print paths (CUPS, Windows, TCP 9100) and test pages; its
// printer ids, views and channels. Built in the composition root (app/station.ts) beside the emission workflow.
export { Printing, READY_PROOF_MS, type PrintingDeps, type RoutedDocument } from './printing';
export { openStationPrinting, type StationPrintingDeps } from './station-printing';
export { checkedRoutes, listedPrinter, printerHandlers, type PrinterChannel } from './handlers';
export { printerIdOf, targetOfId } from './printer-ids';
export { stationPrintingSettings, SETTING_KEY } from './station-settings';
export { toPrintJobView } from './views';
export { printFailure } from './failure';
export * from './types';
export * from './errors';
export * from './settings';
export * from './discovery';
export * from './readiness';
export * from './zebra-host';
export { detectProfile, DEFAULT_RAW_PROFILE, STATION_LABEL, type DetectedMedia, type DetectedProfile } from './detect';
export { matchLabelMedia, type MatchedMedia, type OfferedPage, type SizeMm } from './media-match';
export { PrinterProfiles, prepareForProfile, type ConvertDocument } from './prepare';
export { parseLpOptions, parseMakeAndModel, type CupsDriverInfo, type DriverPage } from './cups/lpoptions';
export {
  driverLabelLanguage,
  proposedRawLanguage,
  driverSpeaksAnotherLabelLanguage,
  driverNameDpi,
  type DriverLabelLanguage,
} from './driver-language';
export * from './network-address';
export * from './zpl';
export * from './paths/print-paths';
export * from './paths/tcp';
export * from './queue/job';
export * from './queue/print-queue';
export { DEFAULT_RETRY, sendAsStored, type RetryPolicy, type PrepareJob, type PreparedJob } from './queue/worker-deps';
export { Cups, type CupsQueue } from './cups/cups';
export {
  lpSubmitArgs,
  lpReleaseArgs,
  pdfMediaOptions,
  PDF_LABEL_OPTIONS,
  RAW_OPTIONS,
  LABEL_MEDIA,
  type PdfMedia,
  type SendAs,
} from './cups/lp-args';
export { runCommand, type RunCommand, type CommandResult } from './run-command';
export { loadPdfToPrinter, type WindowsPrinting } from './windows/pdf-to-printer';
export {
  sumatraPdfPath,
  outsideAsar,
  pdfPrintOptions,
  labelPaper,
  labelPaperName,
  printPdfOnWindows,
  type PdfPrint,
  type WindowsPaper,
} from './windows/pdf';
export {
  sendRawToSpooler,
  printRawOnWindows,
  ERROR_INVALID_PRINTER_NAME,
  type Winspool,
  type PrinterHandle,
  type SpoolerPrinter,
} from './windows/raw-spooler';
export { loadWinspool, importKoffi, readPrinterInfo2, WINSPOOL_PROTOTYPES } from './windows/winspool';
