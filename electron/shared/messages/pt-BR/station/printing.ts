export const printing = {
  invalidPrinter: 'Essa impressora não é válida.',
  noPrinterFor:
    'Nenhuma impressora foi escolhida para {{what}} neste computador. Escolha uma nas configurações de impressora.',
  kindLabel: 'etiquetas',
  kindDaceThermal: 'DACEs térmicas',
  kindDacePdf: 'DACEs em PDF',
  printerMissing: 'A impressora "{{name}}" não existe neste computador. Escolha outra impressora nas configurações.',
  printerNoAnswer: 'A impressora "{{name}}" não responde: {{why}}',
  windowsOnly: 'Impressoras do Windows só podem ser usadas no Windows.',
  cupsOnly: 'Impressoras CUPS só podem ser usadas no macOS e no Linux.',
  windowsListUnreadable: 'Não foi possível ler a lista de impressoras do Windows.',
  paused: 'A impressora "{{name}}" está pausada nas configurações de impressão{{reason}}. Retome-a para imprimir.',
  notAccepting: 'A impressora "{{name}}" não está aceitando trabalhos{{reason}}.',
  notPrinting: 'A impressora "{{name}}" não está imprimindo: {{why}}',
  pausedWaits:
    'A impressora "{{name}}" está pausada nas configurações de impressão{{reason}}. A etiqueta espera lá e é impressa quando ela for retomada.',
  noAnswerWaits:
    'A impressora "{{name}}" não responde. A etiqueta espera na fila de impressão e é impressa assim que a impressora responder.',
  noDataLeft: 'Este trabalho não tem mais dados para imprimir.',
  printingFailed: 'A impressão em "{{name}}" falhou.',
  cupsNotInstalled: 'O sistema de impressão (CUPS) não está instalado neste computador.',
  cupsNotRunning: 'O serviço de impressão (CUPS) não está em execução neste computador.',
  notAcceptingNow:
    'A impressora "{{name}}" não está aceitando trabalhos agora. Confira-a nas configurações de impressora.',
  cupsJob: 'trabalho {{job}}',
  cupsNoJobNumber: 'O CUPS aceitou o trabalho para {{name}}, mas não informou o número dele.',
  spoolerRefused:
    'O spooler de impressão do Windows não aceitou o trabalho para "{{name}}". Confira a impressora nas configurações de impressora do Windows.',
  windowsPrintFailed:
    'A impressão em "{{name}}" falhou. Confira a impressora nas configurações de impressora do Windows.',
  appStopped:
    'O aplicativo parou enquanto este trabalho era enviado para "{{name}}". Confira se saiu impresso; se não saiu, envie de novo.',
  cannotPrint: 'Este documento não pode ser impresso.',
  emptyDocument: 'O documento está vazio.',
  queueClosed: 'A fila de impressão está fechada.',
  sendingNow: 'A etiqueta está sendo enviada para "{{name}}" agora; tente de novo em instantes.',
  alreadyPrintedOn: 'Este trabalho já saiu em "{{name}}"; para outra cópia use "Reimprimir".',
  stillInQueue:
    'A etiqueta ainda está na fila de "{{name}}" e sai quando a impressora voltar; outra cópia ali sairia duas vezes. Para imprimir agora, cancele a cópia retida e reimprima, ou use "Enviar para outra impressora": a da fila é cancelada antes.',
  cancelledHeld: 'Cancelada em "{{name}}" pelo operador, com a confirmação da fila: esta cópia não sai mais.',
  noHeldCopy: 'Nenhuma cópia desta etiqueta está retida em "{{name}}"; ela pode ser reimpressa.',
  cancelNotConfirmed:
    'Não deu para confirmar que "{{name}}" cancelou o trabalho; ele não foi enviado a outra impressora, para não sair duas vezes.',
  cancelledInCups:
    'O trabalho desta etiqueta foi cancelado na fila de impressão de "{{name}}", fora da estação, e a etiqueta não saiu. Envie de novo pelo histórico.',
  abortedInCups:
    'A fila de impressão de "{{name}}" desistiu do trabalho desta etiqueta (um erro da impressora ou da fila) e a etiqueta não saiu. Confira a impressora e envie de novo pelo histórico.',
  cupsOutcomeUnknown:
    'A fila de impressão de "{{name}}" não sabe mais o que aconteceu com o trabalho desta etiqueta. Confira se saiu impressa; se não saiu, envie de novo.',
  redirectInterrupted:
    'O envio para outra impressora foi interrompido: o trabalho foi cancelado em "{{name}}" e não saiu. Envie de novo pelo histórico.',
  jobGone: 'Esse trabalho de impressão não existe mais.',
  tooOld: 'Este trabalho é antigo demais para imprimir de novo a partir do histórico; baixe-o de novo.',
  onlyFailedResend:
    'Só um trabalho com falha ou em espera pode ser enviado de novo; use reimprimir para um que já saiu.',
  copyAlreadyPrinted:
    'Outra cópia desta etiqueta já saiu em "{{name}}": enviar esta de novo imprimiria uma segunda etiqueta. Para outra cópia use "Reimprimir".',
  printedMomentsAgo: 'Impressa há {{seconds}} s em "{{name}}" — imprimir outra cópia?',
  sentMomentsAgo: 'Enviada para "{{name}}" há {{seconds}} s e ainda saindo — imprimir outra cópia?',
  connectionBroke:
    'A conexão com a impressora {{where}} caiu enquanto o trabalho era enviado. Confira se saiu impresso antes de imprimir de novo.',
  tcpTimeout: 'A impressora em {{where}} não respondeu em {{seconds, number}} s pela rede.',
  tcpRefused: 'A impressora em {{where}} recusou a conexão. Confira também se a porta ({{port}}) está certa.',
  tcpHostUnreachable:
    'A impressora em {{where}} não pode ser alcançada deste computador. Confira o cabo de rede ou o Wi-Fi e o endereço.',
  tcpNetUnreachable: 'A impressora em {{where}} está numa rede que este computador não alcança. Confira o endereço.',
  tcpNotFound: 'Nenhuma impressora chamada "{{host}}" foi encontrada na rede. Confira o endereço.',
  tcpLookup: 'Não foi possível procurar o nome "{{host}}" agora. Confira a rede.',
  tcpOther: 'Não foi possível alcançar a impressora em {{where}}.',
  nothingToPrint: 'Não há nada para imprimir.',
  pdfWithZpl:
    'Um PDF não pode ser impresso no mesmo trabalho que dados térmicos (ZPL); eles são impressos como dois trabalhos.',
  notZpl: 'O documento {{n}} não é ZPL (^XA … ^XZ) e não pode ser enviado para uma impressora térmica.',
  notAnAddress:
    '"{{input}}" não é um endereço de impressora: {{why}}. Digite como endereço:porta, por exemplo 192.168.0.50:9100.',
  portMissing: 'falta a porta depois de ":"',
  hostInvalid: 'o endereço da impressora não é um endereço IP nem um nome de host',
  portNotNumber: 'a porta deve ser um número',
  portRange: 'a porta deve estar entre 1 e 65535',
  noPrinterForDocument: 'Nenhuma impressora foi escolhida para este documento neste computador.',
  onlyNetworkRemovable: 'Só uma impressora de rede digitada aqui pode ser removida aqui.',
  unknownPrinter: 'Essa impressora não é conhecida neste computador; escolha uma da lista.',
  printerNotListed:
    'A impressora "{{name}}" não está na lista de impressoras deste computador nem entre as impressoras de rede adicionadas aqui; escolha uma da lista.',
  tcpCut: 'A impressora em {{where}} fechou a conexão antes de receber a etiqueta inteira; ela será enviada de novo.',
  spoolerNotConfirmed:
    'O Windows recusou o fim do trabalho para "{{name}}" depois de passar dados à impressora: a etiqueta pode ter saído. Confira se saiu; se não saiu, reimprima.',
  tcpNotConfirmed:
    'A impressora em {{where}} não confirmou que recebeu a etiqueta. Confira se saiu; se não saiu, reimprima.',
  queueRefusedJob:
    'A fila de impressão deste computador não conseguiu gravar o trabalho (disco cheio ou arquivo danificado). Libere espaço em disco e tente de novo.',
  queueCannotWrite:
    'A fila de impressão deste computador não consegue gravar novas etiquetas (disco cheio ou arquivo danificado); nada foi comprado. Libere espaço em disco ou reinicie a estação.',
  profileMissing:
    'A impressora "{{name}}" ainda não tem perfil: configure o perfil da impressora (linguagem, resolução e etiqueta) nas configurações de impressora antes de imprimir nela.',
  profileInvalid: 'O perfil da impressora tem campos a corrigir.',
  convertUnreadable: 'O documento não pôde ser lido para imprimir em "{{name}}": não é um PDF, ZPL ou PNG legível.',
  convertTooLarge:
    'O documento é maior que a etiqueta configurada para "{{name}}" e não foi reduzido. Confira o tamanho da etiqueta no perfil da impressora.',
  convertUnsupported:
    'A impressora "{{name}}" usa a linguagem {{language}} e não imprime este documento. Imprima-o em PDF ou escolha outra impressora.',
  convertTooWide:
    'A etiqueta é larga demais para a linguagem {{language}} da impressora "{{name}}" nesta resolução. Confira a largura da etiqueta no perfil.',
  convertInvalidProfile:
    'O perfil da impressora "{{name}}" tem um valor inválido; corrija-o nas configurações de impressora.',
  convertCrashed:
    'A conversão do documento para a linguagem {{language}} da impressora "{{name}}" parou duas vezes e nada foi impresso. O documento continua salvo: imprima de novo pelo histórico de impressão ou envie para outra impressora.',
  convertTimedOut:
    'A conversão do documento para a linguagem {{language}} da impressora "{{name}}" demorou demais e foi interrompida: nada foi impresso, e as próximas etiquetas seguem. O documento continua salvo: peça um novo arquivo a quem o enviou ou envie-o para uma impressora com driver.',
  convertOverLimit:
    'O documento pede mais do que a estação desenha para a impressora "{{name}}" e nada foi impresso. O documento continua salvo: peça um novo arquivo a quem o enviou ou confira o tamanho da etiqueta no perfil da impressora.',
  conversionFailed: '{{problem}} Motivo: {{reason}}.',
  noteScaled: 'Reduzida a {{percent}}% para caber na etiqueta.',
  noteOverhang:
    'Página de {{width, number}} × {{height, number}} mm impressa em tamanho real: {{sideMm, number}} mm de cada lado e {{endMm, number}} mm em cima e embaixo ficam fora da etiqueta.',
  noteBitmapKept: 'Imagens {{command}} feitas para {{from}} dpi ficam no tamanho delas nesta impressora de {{to}} dpi.',
  noteZplDrawn: 'Etiqueta ZPL desenhada para a impressora {{language}} em {{dpi}} dpi.',
  noteZplRescaled: 'ZPL feito para {{from}} dpi reescrito para esta impressora de {{to}} dpi, no mesmo tamanho.',
  noteZplDrawnAsPdf:
    'Etiqueta ZPL desenhada como PDF em tamanho real ({{width, number}} × {{height, number}} mm) para o driver da impressora.',
  printerReports: 'A impressora "{{name}}" informa: {{problem}}.',
  statusPaperOut: 'acabaram as etiquetas (sem papel)',
  statusHeadOpen: 'a cabeça de impressão está aberta',
  statusRibbonOut: 'acabou o ribbon',
  statusPaused: 'está pausada (aperte PAUSE no painel para retomar)',
  statusBufferFull: 'a memória de recepção está cheia',
  statusTemperature: 'a cabeça de impressão está fora da temperatura de trabalho',
  statusMediaJam: 'há etiqueta enroscada',
  statusCoverOpen: 'a tampa está aberta',
  statusOffline: 'está desligada ou fora de linha',
  statusSupplyEmpty: 'acabou o toner ou a tinta',
  statusOther: 'problema "{{reason}}"',
};
