import type { printing as source } from '../../pt-BR/station/printing';
import type { Messages } from '../../said';

export const printing: Messages<typeof source> = {
  invalidPrinter: 'That printer is not valid.',
  noPrinterFor: 'No printer is chosen for {{what}} on this computer. Choose one in the printer settings.',
  kindLabel: 'labels',
  kindDaceThermal: 'thermal DACEs',
  kindDacePdf: 'PDF DACEs',
  printerMissing: 'The printer "{{name}}" does not exist on this computer. Choose another printer in the settings.',
  printerNoAnswer: 'The printer "{{name}}" does not answer: {{why}}',
  windowsOnly: 'Windows printers can only be used on Windows.',
  cupsOnly: 'CUPS printers can only be used on macOS and Linux.',
  windowsListUnreadable: 'The list of Windows printers could not be read.',
  paused: 'The printer "{{name}}" is paused in the print settings{{reason}}. Resume it to print.',
  notAccepting: 'The printer "{{name}}" is not accepting jobs{{reason}}.',
  notPrinting: 'The printer "{{name}}" is not printing: {{why}}',
  pausedWaits:
    'The printer "{{name}}" is paused in the print settings{{reason}}. The label waits there and prints when it is resumed.',
  noAnswerWaits:
    'The printer "{{name}}" does not answer. The label waits in the print queue and prints as soon as the printer answers.',
  noDataLeft: 'This job has no data left to print.',
  printingFailed: 'Printing to "{{name}}" failed.',
  cupsNotInstalled: 'The printing system (CUPS) is not installed on this computer.',
  cupsNotRunning: 'The print service (CUPS) is not running on this computer.',
  notAcceptingNow: 'The printer "{{name}}" is not accepting jobs right now. Check it in the printer settings.',
  cupsJob: 'job {{job}}',
  cupsNoJobNumber: 'CUPS accepted the job for {{name}} but did not say its number.',
  spoolerRefused:
    'The Windows print spooler did not accept the job for "{{name}}". Check the printer in Windows\' printer settings.',
  windowsPrintFailed: 'Printing to "{{name}}" failed. Check the printer in Windows\' printer settings.',
  appStopped:
    'The app stopped while this job was being sent to "{{name}}". Check whether it printed; if it did not, send it again.',
  cannotPrint: 'This document cannot be printed.',
  emptyDocument: 'The document is empty.',
  queueClosed: 'The print queue is closed.',
  sendingNow: 'The label is being sent to "{{name}}" right now; try again in a moment.',
  alreadyPrintedOn: 'This job already came out on "{{name}}"; for another copy use "Reprint".',
  stillInQueue:
    'The label is still in the queue of "{{name}}" and comes out when the printer is back; another copy there would print twice. To print it now, cancel the held copy and reprint, or use "Send to another printer": the queued one is cancelled first.',
  cancelledHeld: 'Cancelled on "{{name}}" by the operator, confirmed by the print queue: this copy will not come out.',
  noHeldCopy: 'No copy of this label is held on "{{name}}"; it can be reprinted.',
  cancelNotConfirmed:
    'Could not confirm that "{{name}}" cancelled the job; it was not sent to another printer, so it never prints twice.',
  cancelledInCups:
    'The job for this label was cancelled in the print queue of "{{name}}", outside the station, and the label did not come out. Send it again from the history.',
  abortedInCups:
    'The print queue of "{{name}}" gave up on the job for this label (a printer or queue error) and the label did not come out. Check the printer and send it again from the history.',
  cupsOutcomeUnknown:
    'The print queue of "{{name}}" no longer knows what became of the job for this label. Check whether it printed; if it did not, send it again.',
  redirectInterrupted:
    'Sending to another printer was interrupted: the job was cancelled on "{{name}}" and did not come out. Send it again from the history.',
  jobGone: 'That print job no longer exists.',
  tooOld: 'This job is too old to print again from history; download it again.',
  onlyFailedResend: 'Only a failed or waiting job can be sent again; use reprint for a printed one.',
  copyAlreadyPrinted:
    'Another copy of this label already came out on "{{name}}": sending this one again would print a second label. For another copy use "Reprint".',
  printedMomentsAgo: 'Printed {{seconds}} s ago on "{{name}}" — print another copy?',
  sentMomentsAgo: 'Sent to "{{name}}" {{seconds}} s ago and still coming out — print another copy?',
  connectionBroke:
    'The connection to printer {{where}} broke while the job was being sent. Check whether it printed before printing it again.',
  tcpTimeout: 'The printer at {{where}} did not answer over the network within {{seconds, number}} s.',
  tcpRefused: 'The printer at {{where}} refused the connection. Check also that the port ({{port}}) is right.',
  tcpHostUnreachable:
    'The printer at {{where}} cannot be reached from this computer. Check the network cable or Wi-Fi and the address.',
  tcpNetUnreachable: 'The printer at {{where}} is on a network this computer cannot reach. Check the address.',
  tcpNotFound: 'No printer named "{{host}}" was found on the network. Check the address.',
  tcpLookup: 'The name "{{host}}" could not be looked up right now. Check the network.',
  tcpOther: 'The printer at {{where}} could not be reached.',
  nothingToPrint: 'There is nothing to print.',
  pdfWithZpl: 'A PDF cannot be printed in the same job as thermal (ZPL) data; they are printed as two jobs.',
  notZpl: 'Document {{n}} is not ZPL (^XA … ^XZ) and cannot be sent to a thermal printer.',
  notAnAddress: '"{{input}}" is not a printer address: {{why}}. Type it as address:port, e.g. 192.168.0.50:9100.',
  portMissing: 'the port after ":" is missing',
  hostInvalid: 'the printer address is not an IP address or a host name',
  portNotNumber: 'the port must be a number',
  portRange: 'the port must be between 1 and 65535',
  noPrinterForDocument: 'No printer is chosen for this document on this computer.',
  onlyNetworkRemovable: 'Only a network printer typed in here can be removed here.',
  unknownPrinter: 'That printer is not known on this computer; choose one from the list.',
  printerNotListed:
    'The printer "{{name}}" is not in this computer\'s printer list nor among the network printers added here; choose one from the list.',
  tcpCut: 'The printer at {{where}} closed the connection before receiving the whole label; it will be sent again.',
  spoolerNotConfirmed:
    'Windows refused to finish the job for "{{name}}" after passing data to the printer: the label may have printed. Check whether it printed; reprint it if not.',
  tcpNotConfirmed:
    'The printer at {{where}} did not confirm it received the label. Check whether it printed; reprint it if not.',
  queueRefusedJob:
    "This computer's print queue could not save the job (disk full or damaged file). Free disk space and try again.",
  queueCannotWrite:
    'The print queue on this computer cannot save new labels (disk full or file damaged); nothing was bought. Free disk space or restart the station.',
  profileMissing:
    'The printer "{{name}}" has no profile yet: set up the printer profile (language, resolution and label) in the printer settings before printing on it.',
  profileInvalid: 'The printer profile has fields to fix.',
  convertUnreadable: 'The document could not be read to print on "{{name}}": it is not a readable PDF, ZPL or PNG.',
  convertTooLarge:
    'The document is larger than the label set for "{{name}}" and was not shrunk. Check the label size in the printer profile.',
  convertUnsupported:
    'The printer "{{name}}" speaks {{language}} and cannot print this document. Print it as PDF or choose another printer.',
  convertTooWide:
    'The label is too wide for the {{language}} language of "{{name}}" at this resolution. Check the label width in the profile.',
  convertInvalidProfile: 'The profile of the printer "{{name}}" has an invalid value; fix it in the printer settings.',
  convertCrashed:
    'Converting the document to the {{language}} language of the printer "{{name}}" stopped twice and nothing was printed. The document is still saved: print it again from the print history or send it to another printer.',
  convertTimedOut:
    'Converting the document to the {{language}} language of the printer "{{name}}" took too long and was stopped: nothing was printed, and the next labels go on. The document is still saved: ask its sender for a new file or send it to a printer with a driver.',
  convertOverLimit:
    'The document asks for more than the station draws for the printer "{{name}}" and nothing was printed. The document is still saved: ask its sender for a new file or check the label size in the printer profile.',
  conversionFailed: '{{problem}} Reason: {{reason}}.',
  noteScaled: 'Scaled to {{percent}}% to fit the label.',
  noteOverhang:
    'The {{width, number}} × {{height, number}} mm page prints at true size: {{sideMm, number}} mm of each side and {{endMm, number}} mm of top and bottom fall off the label.',
  noteBitmapKept: '{{command}} images made for {{from}} dpi keep their size on this {{to}} dpi printer.',
  noteZplDrawn: 'ZPL label drawn for the {{language}} printer at {{dpi}} dpi.',
  noteZplRescaled: 'ZPL made for {{from}} dpi rewritten for this {{to}} dpi printer, at the same size.',
  noteZplDrawnAsPdf:
    "ZPL label drawn as a true-size PDF ({{width, number}} × {{height, number}} mm) for the printer's driver.",
  printerReports: 'The printer "{{name}}" reports: {{problem}}.',
  statusPaperOut: 'it is out of labels (paper out)',
  statusHeadOpen: 'the print head is open',
  statusRibbonOut: 'it is out of ribbon',
  statusPaused: 'it is paused (press PAUSE on its panel to resume)',
  statusBufferFull: 'its receive buffer is full',
  statusTemperature: 'the print head is outside its working temperature',
  statusMediaJam: 'a label is jammed',
  statusCoverOpen: 'the cover is open',
  statusOffline: 'it is off or offline',
  statusSupplyEmpty: 'it is out of toner or ink',
  statusOther: 'problem "{{reason}}"',
};
