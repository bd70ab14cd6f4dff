// The workflow's own words to the operator, in both languages (pt-BR is the desk's default).
// Only what the station says: the server's and the printer's words are added verbatim after them.
import { catalog, type MessageEntry } from '../i18n';

export { DEFAULT_LOCALE, type Locale } from '../i18n';

const MESSAGES = {
  notCharged: {
    en: 'The label was not bought and nothing was charged. ',
    'pt-BR': 'A etiqueta não foi comprada e nada foi cobrado. ',
  },
  unconfirmed: {
    en: 'The label may have been bought, and the answer was lost. It stays saved and is confirmed when you try again or when the station next starts; it is never charged twice. ',
    'pt-BR':
      'A etiqueta pode ter sido comprada, e a resposta se perdeu. Ela fica salva e é confirmada quando você tentar de novo ou quando a estação for aberta de novo; nunca é cobrada duas vezes. ',
  },
  askingCarrier: {
    en: 'Asking the carrier whether the label is ready…',
    'pt-BR': 'Perguntando à transportadora se a etiqueta está pronta…',
  },
  confirming: { en: 'Confirming the purchase with the server…', 'pt-BR': 'Confirmando a compra com o servidor…' },
  buying: { en: 'Buying the label from the wallet…', 'pt-BR': 'Comprando a etiqueta com o saldo da carteira…' },
  askingAgain: {
    en: 'The answer was lost; asking the server again whether the label was bought (it is never charged twice)…',
    'pt-BR':
      'A resposta se perdeu; perguntando de novo ao servidor se a etiqueta foi comprada (nunca é cobrada duas vezes)…',
  },
  producing: {
    en: 'The carrier is producing the label (job {job})…',
    'pt-BR': 'A transportadora está gerando a etiqueta (job {job})…',
  },
  pendingTimeout: {
    en: 'The carrier has not finished the label yet (job {job}). It is paid and stays saved: {how}.',
    'pt-BR': 'A transportadora ainda não terminou a etiqueta (job {job}). Ela está paga e fica salva: {how}.',
  },
  howBatch: {
    en: 'retrying its batch row prints it without a new charge',
    'pt-BR': 'tentar de novo a linha do lote a imprime sem nova cobrança',
  },
  howWorkflow: {
    en: 'it prints when you try again or when the station next starts',
    'pt-BR': 'ela é impressa quando você tentar de novo ou quando a estação for aberta de novo',
  },
  paid: {
    en: 'The label is bought (tracking {tracking}) and kept: {how}. ',
    'pt-BR': 'A etiqueta está comprada (rastreio {tracking}) e guardada: {how}. ',
  },
  downloading: {
    en: 'Label bought (tracking {tracking}); downloading it…',
    'pt-BR': 'Etiqueta comprada (rastreio {tracking}); baixando…',
  },
  sending: { en: 'Sending the label to the printer…', 'pt-BR': 'Enviando a etiqueta para a impressora…' },
  alreadyQueued: {
    en: 'This label was already bought and sent to the printer; use reprint for another copy.',
    'pt-BR': 'Esta etiqueta já foi comprada e enviada para a impressora; use reimprimir para outra cópia.',
  },
  labelNotPrintable: {
    en: 'The label file the server sent is neither a PDF nor ZPL, so it cannot be printed.',
    'pt-BR': 'O arquivo de etiqueta enviado pelo servidor não é PDF nem ZPL, então não pode ser impresso.',
  },
  labelNotPdfOrZpl: {
    en: 'The label file the server sent is neither a PDF nor ZPL.',
    'pt-BR': 'O arquivo de etiqueta enviado pelo servidor não é PDF nem ZPL.',
  },
  noSavedLabel: { en: 'The saved emission has no label.', 'pt-BR': 'A emissão salva não tem etiqueta.' },
  notInHistory: {
    en: 'This label is not in the print history of this computer; download it again to print it.',
    'pt-BR': 'Esta etiqueta não está no histórico de impressão deste computador; baixe-a de novo para imprimir.',
  },
  printed: { en: 'The label was printed.', 'pt-BR': 'A etiqueta foi impressa.' },
  couldNotPrint: { en: 'The label could not be printed.', 'pt-BR': 'Não foi possível imprimir a etiqueta.' },
  boughtNotPrinted: {
    en: 'The label is bought but did not print: ',
    'pt-BR': 'A etiqueta está comprada, mas não foi impressa: ',
  },
  closingResumes: {
    en: 'The station is closing; the emission continues when it next starts.',
    'pt-BR': 'A estação está fechando; a emissão continua quando ela for aberta de novo.',
  },
  closing: { en: 'The station is closing.', 'pt-BR': 'A estação está fechando.' },
  nothingToResume: { en: 'Nothing to resume for this shipment.', 'pt-BR': 'Não há nada a retomar para este envio.' },
  chooseLoja: { en: 'Choose the loja to act for first.', 'pt-BR': 'Escolha primeiro a loja.' },
  otherLoja: {
    en: 'This label is being bought for another loja; choose that loja to finish it.',
    'pt-BR': 'Esta etiqueta está sendo comprada para outra loja; escolha essa loja para concluir.',
  },
  checkingPrinter: {
    en: 'Checking the label printer before buying…',
    'pt-BR': 'Verificando a impressora de etiquetas antes de comprar…',
  },
  printerNotReady: {
    en: 'Nothing was bought: the label printer is not ready. ',
    'pt-BR': 'Nada foi comprado: a impressora de etiquetas não está pronta. ',
  },
  noDace: { en: 'This shipment has no DACE', 'pt-BR': 'Este envio não tem DACE' },
  daceNotZpl: {
    en: 'The thermal DACE the server sent is not ZPL (^XA … ^XZ) and cannot be printed on a thermal printer.',
    'pt-BR':
      'A DACE térmica enviada pelo servidor não é ZPL (^XA … ^XZ) e não pode ser impressa numa impressora térmica.',
  },
  daceNotPdf: { en: 'The DACE the server sent is not a PDF.', 'pt-BR': 'A DACE enviada pelo servidor não é um PDF.' },
  daceNoUrl: {
    en: 'The server sent no address to download the DACE from.',
    'pt-BR': 'O servidor não enviou o endereço para baixar a DACE.',
  },
  daceNotSent: {
    en: 'The DACE could not be sent to the printer: ',
    'pt-BR': 'Não foi possível enviar a DACE para a impressora: ',
  },
  noDacePrinter: {
    en: 'No printer is chosen for {what} on this computer. Choose one in the printer settings.',
    'pt-BR':
      'Nenhuma impressora foi escolhida para {what} neste computador. Escolha uma nas configurações de impressora.',
  },
  thermalDaces: { en: 'thermal DACEs', 'pt-BR': 'DACEs térmicas' },
  pdfDaces: { en: 'PDF DACEs', 'pt-BR': 'DACEs em PDF' },
} satisfies Record<string, MessageEntry>;

export type WorkflowMessage = keyof typeof MESSAGES;

/** The message in the operator's language, `{name}` filled from params. */
export const t = catalog(MESSAGES);
