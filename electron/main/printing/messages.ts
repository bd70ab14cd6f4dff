// The printing service's words to the operator, in both languages (pt-BR is the desk's default).
// The failing tool's own words (lp's stderr, the socket code) stay verbatim in `detail`.
import { catalog, type MessageEntry } from '../i18n';

export { DEFAULT_LOCALE, type Locale } from '../i18n';

const MESSAGES = {
  invalidPrinter: { en: 'That printer is not valid.', 'pt-BR': 'Essa impressora não é válida.' },
  noPrinterFor: {
    en: 'No printer is chosen for {what} on this computer. Choose one in the printer settings.',
    'pt-BR':
      'Nenhuma impressora foi escolhida para {what} neste computador. Escolha uma nas configurações de impressora.',
  },
  kindLabel: { en: 'labels', 'pt-BR': 'etiquetas' },
  kindDaceThermal: { en: 'thermal DACEs', 'pt-BR': 'DACEs térmicas' },
  kindDacePdf: { en: 'PDF DACEs', 'pt-BR': 'DACEs em PDF' },
  printerMissing: {
    en: 'The printer "{name}" does not exist on this computer. Choose another printer in the settings.',
    'pt-BR': 'A impressora "{name}" não existe neste computador. Escolha outra impressora nas configurações.',
  },
  printerNoAnswer: {
    en: 'The printer "{name}" does not answer: {why}',
    'pt-BR': 'A impressora "{name}" não responde: {why}',
  },
  windowsOnly: {
    en: 'Windows printers can only be used on Windows.',
    'pt-BR': 'Impressoras do Windows só podem ser usadas no Windows.',
  },
  cupsOnly: {
    en: 'CUPS printers can only be used on macOS and Linux.',
    'pt-BR': 'Impressoras CUPS só podem ser usadas no macOS e no Linux.',
  },
  windowsListUnreadable: {
    en: 'The list of Windows printers could not be read.',
    'pt-BR': 'Não foi possível ler a lista de impressoras do Windows.',
  },
  paused: {
    en: 'The printer "{name}" is paused in the print settings{reason}. Resume it to print.',
    'pt-BR': 'A impressora "{name}" está pausada nas configurações de impressão{reason}. Retome-a para imprimir.',
  },
  notAccepting: {
    en: 'The printer "{name}" is not accepting jobs{reason}.',
    'pt-BR': 'A impressora "{name}" não está aceitando trabalhos{reason}.',
  },
  notPrinting: {
    en: 'The printer "{name}" is not printing: {why}',
    'pt-BR': 'A impressora "{name}" não está imprimindo: {why}',
  },
  pausedWaits: {
    en: 'The printer "{name}" is paused in the print settings{reason}. The label waits there and prints when it is resumed.',
    'pt-BR':
      'A impressora "{name}" está pausada nas configurações de impressão{reason}. A etiqueta espera lá e é impressa quando ela for retomada.',
  },
  noAnswerWaits: {
    en: 'The printer "{name}" does not answer. The label waits in the print queue and prints as soon as the printer answers.',
    'pt-BR':
      'A impressora "{name}" não responde. A etiqueta espera na fila de impressão e é impressa assim que a impressora responder.',
  },
  noDataLeft: { en: 'This job has no data left to print.', 'pt-BR': 'Este trabalho não tem mais dados para imprimir.' },
  printingFailed: { en: 'Printing to "{name}" failed.', 'pt-BR': 'A impressão em "{name}" falhou.' },
  cupsNotInstalled: {
    en: 'The printing system (CUPS) is not installed on this computer.',
    'pt-BR': 'O sistema de impressão (CUPS) não está instalado neste computador.',
  },
  cupsNotRunning: {
    en: 'The print service (CUPS) is not running on this computer.',
    'pt-BR': 'O serviço de impressão (CUPS) não está em execução neste computador.',
  },
  notAcceptingNow: {
    en: 'The printer "{name}" is not accepting jobs right now. Check it in the printer settings.',
    'pt-BR': 'A impressora "{name}" não está aceitando trabalhos agora. Confira-a nas configurações de impressora.',
  },
  cupsJob: { en: 'job {job}', 'pt-BR': 'trabalho {job}' },
  cupsNoJobNumber: {
    en: 'CUPS accepted the job for {name} but did not say its number.',
    'pt-BR': 'O CUPS aceitou o trabalho para {name}, mas não informou o número dele.',
  },
  spoolerRefused: {
    en: 'The Windows print spooler did not accept the job for "{name}". Check the printer in Windows\' printer settings.',
    'pt-BR':
      'O spooler de impressão do Windows não aceitou o trabalho para "{name}". Confira a impressora nas configurações de impressora do Windows.',
  },
  windowsPrintFailed: {
    en: 'Printing to "{name}" failed. Check the printer in Windows\' printer settings.',
    'pt-BR': 'A impressão em "{name}" falhou. Confira a impressora nas configurações de impressora do Windows.',
  },
  appStopped: {
    en: 'The app stopped while this job was being sent to "{name}". Check whether it printed; if it did not, send it again.',
    'pt-BR':
      'O aplicativo parou enquanto este trabalho era enviado para "{name}". Confira se saiu impresso; se não saiu, envie de novo.',
  },
  cannotPrint: { en: 'This document cannot be printed.', 'pt-BR': 'Este documento não pode ser impresso.' },
  emptyDocument: { en: 'The document is empty.', 'pt-BR': 'O documento está vazio.' },
  queueClosed: { en: 'The print queue is closed.', 'pt-BR': 'A fila de impressão está fechada.' },
  jobGone: { en: 'That print job no longer exists.', 'pt-BR': 'Esse trabalho de impressão não existe mais.' },
  tooOld: {
    en: 'This job is too old to print again from history; download it again.',
    'pt-BR': 'Este trabalho é antigo demais para imprimir de novo a partir do histórico; baixe-o de novo.',
  },
  onlyFailedResend: {
    en: 'Only a failed or waiting job can be sent again; use reprint for a printed one.',
    'pt-BR': 'Só um trabalho com falha ou em espera pode ser enviado de novo; use reimprimir para um que já saiu.',
  },
  connectionBroke: {
    en: 'The connection to printer {where} broke while the job was being sent. Check whether it printed before printing it again.',
    'pt-BR':
      'A conexão com a impressora {where} caiu enquanto o trabalho era enviado. Confira se saiu impresso antes de imprimir de novo.',
  },
  tcpTimeout: {
    en: 'The printer at {where} did not answer within {seconds} s. Check that it is on and connected to the network.',
    'pt-BR': 'A impressora em {where} não respondeu em {seconds} s. Confira se está ligada e conectada à rede.',
  },
  tcpRefused: {
    en: 'The printer at {where} refused the connection. Check that it is on and that the port ({port}) is right.',
    'pt-BR': 'A impressora em {where} recusou a conexão. Confira se está ligada e se a porta ({port}) está certa.',
  },
  tcpHostUnreachable: {
    en: 'The printer at {where} cannot be reached from this computer. Check the network cable or Wi-Fi and the address.',
    'pt-BR':
      'A impressora em {where} não pode ser alcançada deste computador. Confira o cabo de rede ou o Wi-Fi e o endereço.',
  },
  tcpNetUnreachable: {
    en: 'The printer at {where} is on a network this computer cannot reach. Check the address.',
    'pt-BR': 'A impressora em {where} está numa rede que este computador não alcança. Confira o endereço.',
  },
  tcpNotFound: {
    en: 'No printer named "{host}" was found on the network. Check the address.',
    'pt-BR': 'Nenhuma impressora chamada "{host}" foi encontrada na rede. Confira o endereço.',
  },
  tcpLookup: {
    en: 'The name "{host}" could not be looked up right now. Check the network.',
    'pt-BR': 'Não foi possível procurar o nome "{host}" agora. Confira a rede.',
  },
  tcpOther: {
    en: 'The printer at {where} could not be reached. Check that it is on and connected.',
    'pt-BR': 'Não foi possível alcançar a impressora em {where}. Confira se está ligada e conectada.',
  },
  nothingToPrint: { en: 'There is nothing to print.', 'pt-BR': 'Não há nada para imprimir.' },
  pdfWithZpl: {
    en: 'A PDF cannot be printed in the same job as thermal (ZPL) data; they are printed as two jobs.',
    'pt-BR':
      'Um PDF não pode ser impresso no mesmo trabalho que dados térmicos (ZPL); eles são impressos como dois trabalhos.',
  },
  notZpl: {
    en: 'Document {n} is not ZPL (^XA … ^XZ) and cannot be sent to a thermal printer.',
    'pt-BR': 'O documento {n} não é ZPL (^XA … ^XZ) e não pode ser enviado para uma impressora térmica.',
  },
  notAnAddress: {
    en: '"{input}" is not a printer address: {why}. Type it as address:port, e.g. 192.168.0.50:9100.',
    'pt-BR':
      '"{input}" não é um endereço de impressora: {why}. Digite como endereço:porta, por exemplo 192.168.0.50:9100.',
  },
  portMissing: { en: 'the port after ":" is missing', 'pt-BR': 'falta a porta depois de ":"' },
  hostInvalid: {
    en: 'the printer address is not an IP address or a host name',
    'pt-BR': 'o endereço da impressora não é um endereço IP nem um nome de host',
  },
  portNotNumber: { en: 'the port must be a number', 'pt-BR': 'a porta deve ser um número' },
  portRange: { en: 'the port must be between 1 and 65535', 'pt-BR': 'a porta deve estar entre 1 e 65535' },
  noPrinterForDocument: {
    en: 'No printer is chosen for this document on this computer.',
    'pt-BR': 'Nenhuma impressora foi escolhida para este documento neste computador.',
  },
  onlyNetworkRemovable: {
    en: 'Only a network printer typed in here can be removed here.',
    'pt-BR': 'Só uma impressora de rede digitada aqui pode ser removida aqui.',
  },
  unknownPrinter: {
    en: 'That printer is not known on this computer; choose one from the list.',
    'pt-BR': 'Essa impressora não é conhecida neste computador; escolha uma da lista.',
  },
  tcpCut: {
    en: 'The printer at {where} closed the connection before receiving the whole label; it will be sent again.',
    'pt-BR': 'A impressora em {where} fechou a conexão antes de receber a etiqueta inteira; ela será enviada de novo.',
  },
  tcpNotConfirmed: {
    en: 'The printer at {where} did not confirm it received the label. Check whether it printed; reprint it if not.',
    'pt-BR': 'A impressora em {where} não confirmou que recebeu a etiqueta. Confira se saiu; se não saiu, reimprima.',
  },
  queueCannotWrite: {
    en: 'The print queue on this computer cannot save new labels (disk full or file damaged); nothing was bought. Free disk space or restart the station.',
    'pt-BR':
      'A fila de impressão deste computador não consegue gravar novas etiquetas (disco cheio ou arquivo danificado); nada foi comprado. Libere espaço em disco ou reinicie a estação.',
  },
} satisfies Record<string, MessageEntry>;

export type PrintMessage = keyof typeof MESSAGES;

/** The message in the operator's language, `{name}` filled from params. */
export const t = catalog(MESSAGES);
