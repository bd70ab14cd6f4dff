import type { thermal as source } from '../../pt-BR/station/thermal';
import type { Messages } from '../../said';

export const thermal: Messages<typeof source> = {
  unknownFormat: 'the document is neither a PDF, ZPL nor a PNG image',
  driverTakesPdf: 'a driver printer takes PDF, not {{source}}',
  driverGetsPdf: 'a driver printer gets the PDF, not a bitmap',
  zplNeedsDrawing: 'ZPL must be drawn by the conversion worker before it goes to a {{language}} printer',
  pdfUnreadable: 'the PDF could not be opened (damaged or incomplete file)',
  pdfNoPage: 'the PDF has no page {{page}}',
  pdfUnrenderable: 'the PDF could not be rendered',
  pageTooLarge:
    'the page is {{width, number}} × {{height, number}} mm, larger than the {{mediaWidth, number}} × {{mediaHeight, number}} mm media',
  pngUnreadable: 'the PNG image could not be read',
  imageTooLarge: 'the image is {{width}} × {{height}} dots, larger than the {{mediaWidth}} × {{mediaHeight}} dot media',
  zplRendererMissing: 'the ZPL renderer could not be loaded',
  zplLabelTooLarge: 'the ZPL sets a {{width}} × {{height}} mm label, larger than any label roll',
  zplUndrawable: 'the ZPL could not be drawn',
  zplDrawsNothing: 'the ZPL draws no label',
  zplDrawnUnreadable: 'the label drawn from the ZPL could not be read back',
  tooWide: '{{language}} images are at most {{maxDots}} dots wide, and this label is {{width}}',
  invalidProfile: 'the printer profile has invalid fields: {{fields}}',
  engineStopped: 'the station closed the converter before the document was converted',
  workerExited: 'the converter exited with code {{code}}',
  workerFailed: 'the converter failed with an error',
  conversionTimedOut: 'converting took longer than {{seconds, number}} s and was stopped',
  tooManyPages: 'the document holds {{pages}} labels, and the station converts at most {{max}} per document',
  pageOverBudget:
    'the document sets a {{width}} × {{height}} mm label, more than {{rolls}} times the {{mediaWidth, number}} × {{mediaHeight, number}} mm label of the profile',
  documentOverBudget:
    'the document would draw {{pages}} labels of {{width}} × {{height}} mm, more than {{rolls}} labels of {{mediaWidth, number}} × {{mediaHeight, number}} mm of the profile',
  imageOverBudget:
    'the image has {{width}} × {{height}} dots, more than {{rolls}} times the {{mediaWidth}} × {{mediaHeight}} dot label',
};
