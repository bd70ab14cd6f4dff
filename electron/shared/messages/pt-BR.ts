// pt-BR, the desk's default language and the source of every key the station says from main.
// Main sends a key and its parameters (a `Said`); the page translates it with i18next (these
// resources live under `station.` there), and main itself renders one only for what it prints
// or logs. `{{name}}` is filled from the parameters; a parameter may itself be a Said.
export const stationPtBR = {
  common: {
    hostSilent: 'A estação não está respondendo; o host do navegador ainda está rodando?',
    hostRefused: 'A estação recusou esta página; abra o endereço que ela mostrou (com ?key=).',
    hostNoResult: 'A estação respondeu {{status}} sem resultado.',
    unknownChannel: 'Operação desconhecida.',
    notStationWindow: 'A estação recusou esta chamada: ela não veio da janela da estação.',
    hostNeedsJson: 'A estação só aceita pedidos no formato dela; este não era.',
    hostRequestTooLarge: 'O pedido é grande demais para a estação (mais de 1 MiB).',
    invalidInput: 'O pedido tem campos a corrigir.',
    verbatim: '{{text}}',
    internal: 'Algo deu errado dentro da estação; foi registrado no log.',
  },
  printing: {
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
    tcpTimeout: 'A impressora em {{where}} não respondeu em {{seconds}} s. Confira se está ligada e conectada à rede.',
    tcpRefused:
      'A impressora em {{where}} recusou a conexão. Confira se está ligada e se a porta ({{port}}) está certa.',
    tcpHostUnreachable:
      'A impressora em {{where}} não pode ser alcançada deste computador. Confira o cabo de rede ou o Wi-Fi e o endereço.',
    tcpNetUnreachable: 'A impressora em {{where}} está numa rede que este computador não alcança. Confira o endereço.',
    tcpNotFound: 'Nenhuma impressora chamada "{{host}}" foi encontrada na rede. Confira o endereço.',
    tcpLookup: 'Não foi possível procurar o nome "{{host}}" agora. Confira a rede.',
    tcpOther: 'Não foi possível alcançar a impressora em {{where}}. Confira se está ligada e conectada.',
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
    noteBitmapKept:
      'Imagens {{command}} feitas para {{from}} dpi ficam no tamanho delas nesta impressora de {{to}} dpi.',
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
  },
  // Why the thermal engine could not convert a document: said inside printing.conversionFailed.
  thermal: {
    unknownFormat: 'o documento não é um PDF, um ZPL nem uma imagem PNG',
    driverTakesPdf: 'uma impressora com driver recebe PDF, não {{source}}',
    driverGetsPdf: 'uma impressora com driver recebe o PDF, não uma imagem',
    zplNeedsDrawing: 'o ZPL precisa ser desenhado pelo conversor antes de ir para uma impressora {{language}}',
    pdfUnreadable: 'o PDF não pôde ser aberto (arquivo danificado ou incompleto)',
    pdfNoPage: 'o PDF não tem a página {{page}}',
    pdfUnrenderable: 'o PDF não pôde ser desenhado',
    pageTooLarge:
      'a página tem {{width, number}} × {{height, number}} mm, maior que a etiqueta de {{mediaWidth, number}} × {{mediaHeight, number}} mm',
    pngUnreadable: 'a imagem PNG não pôde ser lida',
    imageTooLarge:
      'a imagem tem {{width}} × {{height}} pontos, maior que a etiqueta de {{mediaWidth}} × {{mediaHeight}} pontos',
    zplRendererMissing: 'o renderizador de ZPL não pôde ser carregado',
    zplLabelTooLarge: 'o ZPL define uma etiqueta de {{width}} × {{height}} mm, maior que qualquer rolo de etiquetas',
    zplUndrawable: 'o ZPL não pôde ser desenhado',
    zplDrawsNothing: 'o ZPL não desenha nenhuma etiqueta',
    zplDrawnUnreadable: 'a etiqueta desenhada a partir do ZPL não pôde ser lida de volta',
    tooWide: 'imagens {{language}} têm no máximo {{maxDots}} pontos de largura, e esta etiqueta tem {{width}}',
    invalidProfile: 'o perfil da impressora tem campos inválidos: {{fields}}',
    engineStopped: 'a estação fechou o conversor antes de o documento ser convertido',
    workerExited: 'o conversor encerrou com o código {{code}}',
    workerFailed: 'o conversor falhou com um erro',
    conversionTimedOut: 'a conversão passou de {{seconds, number}} s e foi interrompida',
    tooManyPages: 'o documento tem {{pages}} etiquetas, e a estação converte no máximo {{max}} por documento',
    pageOverBudget:
      'o documento define uma etiqueta de {{width}} × {{height}} mm, mais de {{rolls}} vezes a etiqueta de {{mediaWidth, number}} × {{mediaHeight, number}} mm do perfil',
    documentOverBudget:
      'o documento desenharia {{pages}} etiquetas de {{width}} × {{height}} mm, mais que {{rolls}} etiquetas de {{mediaWidth, number}} × {{mediaHeight, number}} mm do perfil',
    imageOverBudget:
      'a imagem tem {{width}} × {{height}} pontos, mais de {{rolls}} vezes a etiqueta de {{mediaWidth}} × {{mediaHeight}} pontos',
  },
  workflow: {
    daceNotThermal: 'O servidor respondeu uma DACE em PDF onde uma térmica foi gerada; gere de novo.',
    daceNotPdfKind: 'O servidor respondeu uma DACE térmica onde uma em PDF foi gerada; gere de novo.',
    notCharged: 'A etiqueta não foi comprada e nada foi cobrado. {{reason}}',
    unconfirmed:
      'A etiqueta pode ter sido comprada (e cobrada), e a resposta se perdeu. Ela fica na lista de compras não resolvidas, e a estação confirma com o servidor quando você tentar de novo ali ou quando for aberta de novo; não compre de novo por outro caminho. {{reason}}',
    askingCarrier: 'Perguntando à transportadora se a etiqueta está pronta…',
    confirming: 'Confirmando a compra com o servidor…',
    buying: 'Comprando a etiqueta com o saldo da carteira…',
    gatewayBusy:
      'Um intermediário no caminho (proxy) respondeu {{status}} no lugar do servidor, que pode ter feito a compra; a estação pergunta de novo (tentativa {{attempt}} em {{seconds}} s).',
    serverBusy:
      'O servidor está ocupado ({{status}}); tentativa {{attempt}} em {{seconds}} s. Nada é cobrado duas vezes.',
    stoppedWaiting:
      'Você parou a espera. A etiqueta pode ter sido comprada: ela fica nas compras não resolvidas até o servidor confirmar (ao tentar de novo ou na próxima abertura da estação). {{reason}}',
    askingAgain: 'A resposta se perdeu; perguntando de novo ao servidor se a etiqueta foi comprada…',
    producing: 'A transportadora está gerando a etiqueta (job {{job}})…',
    pendingTimeout:
      'A transportadora ainda não terminou a etiqueta (job {{job}}). Ela está paga e fica salva: {{how}}.',
    howBatch: 'tentar de novo a linha do lote a imprime sem nova cobrança',
    howWorkflow: 'ela é impressa quando você tentar de novo ou quando a estação for aberta de novo',
    paid: 'A etiqueta está comprada (rastreio {{tracking}}) e guardada: {{how}}. {{reason}}',
    downloading: 'Etiqueta comprada (rastreio {{tracking}}); baixando…',
    sending: 'Enviando a etiqueta para a impressora…',
    alreadyQueued: 'Esta etiqueta já foi comprada e enviada para a impressora; use reimprimir para outra cópia.',
    labelNotPrintable: 'O arquivo de etiqueta enviado pelo servidor não é PDF nem ZPL, então não pode ser impresso.',
    labelNotPdfOrZpl: 'O arquivo de etiqueta enviado pelo servidor não é PDF nem ZPL.',
    noSavedLabel: 'A emissão salva não tem etiqueta.',
    noLabelFolder: 'Esta estação não tem pasta de dados para salvar etiquetas.',
    notInHistory: 'Esta etiqueta não está no histórico de impressão deste computador; baixe-a de novo para imprimir.',
    printed: 'A etiqueta foi impressa.',
    couldNotPrint: 'Não foi possível imprimir a etiqueta.',
    boughtNotPrinted: 'A etiqueta está comprada, mas não foi impressa: {{reason}}',
    boughtElsewhere:
      'Esta etiqueta (rastreio {{tracking}}) já tinha sido comprada em outra estação; o servidor confirmou às {{at}} sem cobrar de novo. Ela não foi impressa aqui: imprimir mesmo assim?',
    printAnywayNotHeld: 'Esta etiqueta não está esperando resposta: nada a imprimir.',
    recoveredFromAudit:
      'Compra desta estação recuperada do registro de auditoria (rastreio {{tracking}}): cobrada e não impressa. Ela é baixada de novo e impressa uma vez, sem nova cobrança.',
    recoveredUnknown:
      'O registro de auditoria diz que esta estação pode ter comprado esta etiqueta, sem o número dela: confirme com o servidor antes de comprar de novo.',
    closingResumes: 'A estação está fechando; a emissão continua quando ela for aberta de novo.',
    closing: 'A estação está fechando.',
    nothingToResume: 'Não há nada a retomar para este envio.',
    chooseLoja: 'Escolha primeiro a loja.',
    otherLoja: 'Esta etiqueta está sendo comprada para outra loja; escolha essa loja para concluir.',
    checkingPrinter: 'Verificando a impressora de etiquetas antes de comprar…',
    printerNotReady: 'Nada foi comprado: a impressora de etiquetas não está pronta. {{reason}}',
    noDace: 'Este envio não tem DACE',
    daceNotZpl:
      'A DACE térmica enviada pelo servidor não é ZPL (^XA … ^XZ) e não pode ser impressa numa impressora térmica.',
    daceNotPdf: 'A DACE enviada pelo servidor não é um PDF.',
    daceNoUrl: 'O servidor não enviou o endereço para baixar a DACE.',
    daceNotSent: 'Não foi possível enviar a DACE para a impressora: {{reason}}',
    noDacePrinter:
      'Nenhuma impressora foi escolhida para {{what}} neste computador. Escolha uma nas configurações de impressora.',
    thermalDaces: 'DACEs térmicas',
    pdfDaces: 'DACEs em PDF',
    unsettled: {
      maybeCharged: 'pode ter sido cobrada; a resposta da compra se perdeu',
      asking: 'perguntando ao servidor agora se foi comprada',
      chargedNoLabel: 'comprada no servidor ({{how}}); etiqueta ainda não obtida',
      byTracking: 'rastreio existe',
      byDace: 'DACE existe',
      producing: 'a transportadora ainda está gerando a etiqueta (já aceita e cobrada)',
      boughtElsewhere: 'comprada em outra estação; aguardando sua resposta para imprimir',
      boughtNotPrinted: 'comprada; etiqueta não impressa',
      jobLost: 'o trabalho de impressão não está mais na fila',
      doubleCharge: 'possível cobrança em dobro: confira o extrato da carteira',
      refused:
        'Esta etiqueta pode já ter sido cobrada: a resposta da compra se perdeu. Ela está na lista de compras não resolvidas; tente de novo para confirmar com o servidor, ou use "Comprar novamente mesmo assim" se aceitar uma possível cobrança em dobro.',
      alreadyCharged:
        'O servidor mostra esta etiqueta comprada (cobrada); comprar de novo cobraria duas vezes. Tente de novo para obtê-la.',
      notUnknown: 'Esta compra não está com resultado desconhecido; nada a comprar de novo.',
      noDoubleCharge: 'Esta compra não tem possível cobrança em dobro.',
    },
  },
  api: {
    orderAlreadyShipped:
      'Pedido já enviado: o servidor já tem um envio com esta referência de pedido (talvez de outra estação). Confira antes de enviar de novo.',
    linkExpired: 'O endereço temporário do arquivo não vale mais ({{status}}); a estação pede um novo.',
    baseUrlNotAllowed:
      'O endereço da API {{value}} não é permitido: use https (http só para 127.0.0.1, ::1 ou localhost), sem usuário, consulta ou fragmento.',
    invalidId: '"{{value}}" não é um identificador válido.',
    invalidQuery: 'A pesquisa não é válida.',
    invalidRequest: 'O pedido não passou na conferência antes de ser enviado.',
    badDownloadUrl: 'O endereço de download enviado pelo servidor não é um endereço https válido.',
    fileTooLarge: 'O arquivo enviado pelo servidor é maior que {{megabytes}} MB.',
    notJson: 'O servidor respondeu com algo que não é uma resposta do serviço de envios (uma página, um texto).',
    // What an answer the station cannot use means for the operator; which call it answered, and
    // what was wrong in it, go under "Detalhes" (issue 29.7).
    breaksContract:
      'A resposta do servidor veio sem um dado de que a estação precisa, ou num formato que ela não sabe ler, e a estação não a usou.',
    refused: 'O servidor recusou o pedido ({{status}}).',
    serverDown: 'O servidor não respondeu ({{status}}). Tente de novo em instantes.',
    busy: 'O servidor está ocupado ({{status}}) e pediu para esperar. Tente de novo em instantes.',
    timeout: 'O servidor não respondeu a tempo.',
    // What a network failure means for the operator; its system code goes under "Detalhes".
    offline: 'Não foi possível falar com o servidor.',
    offlineRefused:
      'Não foi possível falar com o servidor: ele recusou a conexão (pode estar fora do ar, ou o endereço nas configurações está errado).',
    offlineNoName:
      'Não foi possível falar com o servidor: o endereço dele não foi encontrado (confira a internet deste computador e o endereço nas configurações).',
    offlineNoRoute:
      'Não foi possível falar com o servidor: a rede deste computador não chega até ele (confira o cabo ou o Wi-Fi).',
    offlineDropped: 'Não foi possível falar com o servidor: a conexão caiu no meio do pedido.',
    offlineCertificate:
      'Não foi possível falar com o servidor com segurança: o certificado dele não foi aceito. Avise o suporte.',
    gatewayPage:
      'O servidor não respondeu ({{status}}): quem respondeu foi um intermediário no caminho (proxy ou balanceador de carga), com uma página própria. Tente de novo em instantes.{{tried}}',
    triedTimes_one: ' A estação tentou {{count}} vez.',
    triedTimes_other: ' A estação tentou {{count}} vezes.',
    orderPerhapsOurs:
      'Pedido já enviado: o servidor já tem um envio com esta referência de pedido, talvez o desta estação (a primeira tentativa recebeu a página de um intermediário no lugar da resposta, e a estação tentou de novo). Confira antes de enviar de novo.',
    answerTooLarge:
      'A resposta do servidor veio muito maior do que qualquer resposta do serviço de envios (passa de {{megabytes}} MB), e a estação parou de ler.',
    redirectRefused: 'O endereço do arquivo manda buscá-lo em outro lugar, e a estação não foi: {{reason}}.',
    redirect: {
      tooMany: 'redirecionamentos demais (mais de 5)',
      noLocation: 'o redirecionamento não diz para onde',
      downgrade: 'de https para http, sem criptografia',
      notHttps: 'o novo endereço não é https',
      private: 'um servidor da internet mandou para um endereço da rede local ou deste computador',
      credentials: 'o novo endereço traz usuário e senha',
    },
  },
  session: {
    // Why no keychain keeps the session: said inside memoryOnlyBecause.
    // Plain words only: the system's own (the bus, keytar's message, an exit code) go under "Detalhes".
    keychain: {
      noBus: 'o chaveiro de senhas do computador não está ligado nesta sessão',
      moduleMissing: 'a parte da estação que guarda senhas no chaveiro não está instalada',
      moduleFailed: 'a parte da estação que guarda senhas no chaveiro não abriu',
      silent: 'o chaveiro do sistema não respondeu em {{ms}} ms',
      refused: 'o chaveiro de senhas do computador recusou o pedido (pode estar bloqueado)',
      refusedCode: 'o chaveiro de senhas do computador recusou o pedido (pode estar bloqueado)',
      checkFailed: 'não deu para consultar o chaveiro de senhas do computador',
      failed: 'o chaveiro de senhas do computador parou de responder direito',
    },
    memoryOnly:
      'Nenhum chaveiro do sistema disponível. A sessão fica só na memória: será preciso entrar de novo na próxima vez que a estação abrir.',
    memoryOnlyBecause:
      'Nenhum chaveiro do sistema disponível ({{reason}}). A sessão fica só na memória: será preciso entrar de novo na próxima vez que a estação abrir.',
    ended: 'A sessão terminou; entre de novo.',
    logInFirst: 'Entre primeiro.',
    notForThisLoja: 'Esta conta não pode agir por essa loja.',
    chooseLoja: 'Escolha primeiro a loja.',
    wrongPassword: 'E-mail ou senha incorretos.',
  },
  addressbook: {
    serverRefused: 'O servidor recusou este endereço.',
    invalid: 'O endereço tem campos a corrigir.',
    outboxItemGone: 'Esse envio pendente não existe mais.',
    otherKind: 'A correção é de outro tipo de endereço (remetente ou destinatário).',
    maybeOnServer: 'Este endereço pode já estar no servidor; sincronize antes de corrigir.',
    foreignRecord: 'O servidor listou um endereço de outra loja; a sincronização parou para não misturar lojas.',
    syncDiffers:
      'A lista do servidor não parou de mudar durante a sincronização: o servidor conta {{onServer}}, esta mesa viu {{seen}} ({{skipped}} ilegíveis). Nada foi apagado aqui; a próxima sincronização confere de novo.',
    notFound: 'Esse endereço não está no catálogo de endereços.',
  },
  desk: {
    pickup: {
      title: 'Lista de coleta',
      ref: 'Ref.',
      recipient: 'Destinatário',
      city: 'Cidade',
      service: 'Transportadora / serviço',
      tracking: 'Rastreio',
      weight: 'Peso',
      price: 'Valor',
      totals: 'Totais por transportadora',
      parcels_one: '{{count}} volume',
      parcels_other: '{{count}} volumes',
      all: 'Total',
      none: 'Nenhuma etiqueta comprada neste dia.',
      driver: 'Recebi os volumes acima',
      signDriver: 'Motorista',
      signDocument: 'Documento',
      signSignature: 'Assinatura',
      signWhen: 'Data e hora',
      page: 'Página {{page}}',
    },
    daceNeedsDce: 'DACE só existe para declaração de conteúdo (nota do tipo DCE)',
    pickupFile: 'lista-de-coleta-{{day}}.pdf',
    auditFile: 'auditoria-{{day}}{{kind}}.csv',
    printedAnyway: 'comprada em outra estação; impressa aqui por decisão do operador',
    reprintOf: 'reimpressão do trabalho {{job}}',
    draftNeedsLogin: 'Entre para guardar o envio que está sendo digitado.',
    needsLoja: 'Entre e escolha a loja antes.',
    noDefaultSender: 'Esta loja não tem remetente padrão; escolha um remetente.',
    recipientNoAddress: 'O destinatário {{name}} não tem endereço de entrega; cadastre um antes.',
    presetNameTaken: 'Já existe uma predefinição chamada "{{name}}" (tecla {{key}}).',
    presetLimit: 'No máximo {{max}} predefinições por loja (teclas 1–{{max}}); apague uma primeiro.',
    presetReorder: 'Envie cada predefinição desta loja exatamente uma vez, na nova ordem.',
    presetGone: 'Essa predefinição não existe mais.',
    noPresetOnKey: 'Nenhuma predefinição na tecla {{key}}.',
    alreadyLabelled:
      'O pedido {{ref}} já tem etiqueta (rastreio {{tracking}}); escaneie para reimprimir, ou envie de novo permitindo a mesma referência para um segundo volume.',
    orderInFlightHere:
      'O pedido {{ref}} está sendo comprado agora nesta estação (outra janela ou tecla). Aguarde o resultado; para um segundo volume do pedido, use "Outro volume".',
    maybeCharged:
      'Pedido {{ref}}: esta etiqueta pode já ter sido cobrada (a compra ainda não foi confirmada; a estação está conferindo com o servidor). Aguarde, ou envie de novo permitindo a mesma referência só para um segundo volume.',
    confirmationClosed: 'Esta confirmação não está mais aberta (usada ou expirada); pressione a tecla de novo.',
    confirmationOtherLoja: 'Esta confirmação é de outra loja; escolha essa loja para confirmá-la.',
    serviceNotQuoted: 'Esse serviço não está entre as opções cotadas.',
    serviceGone: 'O serviço não é mais oferecido.',
    expiredCostsMore: 'a cotação expirou e {{service}} agora custa mais',
    expiredServiceGone: 'a cotação expirou e o serviço escolhido não é mais oferecido',
    theService: 'o serviço',
    planInvalid: 'O envio tem campos a corrigir.',
    scanEmpty: 'A leitura veio vazia; leia de novo a referência do pedido ou o código de rastreio.',
    labelNotResent: 'Não foi possível enviar a etiqueta de novo para a impressora: {{reason}}',
    daceNotReprinted: 'Não foi possível imprimir a DACE de novo: {{reason}}',
    pickupNotSent: 'Não foi possível enviar a lista de coleta para a impressora A4: {{reason}}',
    batchStarted: 'Só um lote que nunca foi iniciado pode ser descartado; este já tem envios.',
    batchNoLabelPrinter:
      'Nenhuma impressora de etiquetas foi escolhida neste computador; escolha uma nas configurações de impressora antes de iniciar o lote.',
    batchNoThermalDacePrinter:
      'Há linhas que pedem DACE térmica e nenhuma impressora foi escolhida para ela neste computador.',
    batchNoPdfDacePrinter:
      'Há linhas que pedem DACE em PDF e nenhuma impressora foi escolhida para ela neste computador.',
    batchGone: 'Esse lote não existe para esta loja.',
    batchNotWeighing: 'Esta linha do lote não está esperando o peso da balança.',
    batchNoLonger: 'Esse lote não existe mais.',
    batchFileRefused:
      'O arquivo de lotes deste computador não conseguiu gravar a etapa de uma linha (disco cheio ou arquivo danificado): o lote foi pausado onde o arquivo parou, e nenhuma etiqueta é comprada duas vezes. Libere espaço em disco e continue o lote.',
    rowInvalid: 'Esta linha não é válida.',
    rowNotChecked: 'Esta linha não passou na validação.',
    csvInvalid: 'O arquivo CSV não é válido.',
    daceThermalNotZpl:
      'A DACE térmica enviada pelo servidor não é ZPL e não pode ser impressa numa impressora térmica.',
    row: {
      notNumber: 'deve ser um número (ex.: 1,5), veio "{{raw}}"',
      notMoney: 'deve ser um valor em reais (ex.: 1.234,56), veio "{{raw}}"',
      dceItemsDiffer:
        'os itens da DC-e somam {{items}}, mas o valor declarado é {{declared}} (a transportadora cobra e segura pelo valor declarado)',
      dceValorDiffers:
        'o valor da DC-e é {{valor}}, mas o valor declarado é {{declared}} (a transportadora cobra e segura pelo valor declarado)',
      moneyAmbiguous:
        'pode ser lido de dois jeitos, veio "{{raw}}": a vírgula separa só os centavos (ex.: 2.500,00 ou 2,50)',
      required: 'é obrigatório',
      max100: 'deve ter no máximo 100 caracteres',
      recipientBoth: 'use recipientKey ou as colunas do destinatário, não os dois',
      recipientUnknown: 'não está no catálogo de endereços ({{key}})',
      cpfCnpjCheck: 'os dígitos verificadores não conferem (erro de digitação?)',
      cpfCnpjLength: 'deve ter 11 (CPF) ou 14 (CNPJ) dígitos',
      cep: 'deve ser um CEP de 8 dígitos',
      uf: 'deve ser uma UF do Brasil (SP, RJ, …)',
      wholeCents: 'deve ser um número inteiro de centavos',
      valueBoth: 'use declaredValue ou declaredValueCents, não os dois',
      presetBoth: 'use um pacote salvo ou formato e dimensões, não os dois',
      noSuchPreset: 'não há pacote salvo "{{name}}" nesta loja ({{names}})',
      format: 'deve ser 1 (envelope), 2 (caixa) ou 3 (cilindro)',
      weightRequired: 'é obrigatório (ou informe um pacote salvo)',
      tipoDace: 'deve ser T, R ou C',
      product: 'item {{n}} deve ser descrição|quantidade|valorCentavos (ex.: Camiseta|2|5000)',
      invoiceType: 'deve ser NFE ou DCE',
      repeated: 'repetido (primeira vez na linha {{line}})',
      hasLabel: 'já tem etiqueta (rastreio {{tracking}}); escaneie para reimprimir',
      maybeCharged: 'esta etiqueta pode já ter sido cobrada (a compra está sendo conferida com o servidor)',
      noHeader: 'O arquivo não tem linha de cabeçalho.',
      unknownColumns_one: 'Coluna desconhecida: {{unknown}}. Colunas aceitas: {{known}}.',
      unknownColumns_other: 'Colunas desconhecidas: {{unknown}}. Colunas aceitas: {{known}}.',
      externalRefColumn: 'A coluna externalRef é obrigatória.',
      noRows: 'O arquivo não tem linhas abaixo do cabeçalho.',
      maxRows: 'No máximo {{max}} linhas por lote.',
    },
    pick: {
      noOptions: 'Nenhuma opção com preço foi oferecida para este pacote e rota.',
      noOptionsBecause: 'Nenhuma opção com preço foi oferecida para este pacote e rota: {{issue}}',
      within: ' até {{ceiling}}',
      cheapest_one: 'a única opção{{limit}}: {{name}} {{price}}',
      cheapest_other: 'mais barata de {{count}} opções{{limit}}: {{name}} {{price}}',
      fastest_one: 'a única opção{{limit}}: {{name}}{{promise}}, {{price}}',
      fastest_other: 'mais rápida de {{count}} opções{{limit}}: {{name}}{{promise}}, {{price}}',
      upToDays_one: ', em até {{count}} dia',
      upToDays_other: ', em até {{count}} dias',
      preferred: 'serviço preferido {{name}} por {{price}}, dentro de {{ceiling}}',
      preferredService: 'o serviço preferido',
      preferredOver: '{{label}} custa {{price}}, acima do teto de {{ceiling}}',
      preferredMissing: '{{label}} não é oferecido para este pacote e rota',
      fellBack: '{{problem}}; {{then}}',
      refused: '{{problem}}; nada foi comprado. Escolha uma opção manualmente ou mude a regra.',
      overCeiling:
        'Todas as opções custam mais que o teto de {{ceiling}} (a mais barata é {{name}} por {{price}}); nada foi comprado.',
    },
  },
  warehouse: {
    heldBought:
      'Pedido {{ref}} já comprado na {{desk}} às {{at}} (etiqueta {{tracking}}). Se a etiqueta precisa sair de novo, reimprima na {{desk}}; para um segundo volume do pedido, use "Outro volume".',
    heldBuying: 'Pedido {{ref}} está sendo comprado na {{desk}} desde {{at}}. Aguarde: não compre de novo aqui.',
    heldClaimed:
      'Pedido {{ref}} foi reservado para compra na {{desk}} às {{at}}. Aguarde o resultado; se aquela bancada parou, você poderá assumir o pedido depois de {{minutes}} min sem notícias dela.',
    heldClaimedStale:
      'Pedido {{ref}} foi reservado na {{desk}} às {{at}} e aquela bancada não dá notícias há mais de {{minutes}} min. Você pode assumir o pedido (fica registrado).',
    unreachable:
      'O diário do armazém ({{where}}) não responde; sem ele não se sabe se outra bancada já comprou o pedido {{ref}}. Nada foi comprado.',
    unreachableAsk:
      'O diário do armazém ({{where}}) não responde; sem ele não se sabe se outra bancada já comprou o pedido {{ref}}. Nada foi comprado. Compre só se tiver certeza de que o pedido não foi comprado em outra bancada (fica registrado).',
    schemaNewer:
      'O diário do armazém foi atualizado por uma versão mais nova do Shipping Station (esquema {{found}}; esta conhece até {{known}}). Esta bancada não reserva pedidos até ser atualizada.',
    noPassword: 'A senha do banco do armazém não está no chaveiro desta estação; informe-a em Configurações.',
    notSet: 'Esta estação trabalha sozinha: nenhum armazém configurado.',
    caUnreadable: 'O arquivo da autoridade certificadora ({{file}}) não pôde ser lido.',
    lost: 'O diário do armazém parou de responder: {{problem}}',
  },
  station: {
    couldNotStart: 'O Shipping Station não pôde iniciar',
    databaseNewer:
      'O arquivo {{file}} foi gravado por uma versão mais nova do aplicativo (esquema {{version}}); ele não foi alterado. Atualize o Shipping Station.',
    databaseNotSqlite: 'O arquivo {{file}} não é um arquivo de dados da estação (danificado?); ele não foi alterado.',
    folderInUse:
      'Outra estação já usa a pasta de dados {{dataDir}} ({{who}}). Feche-a ou use outra pasta (--data-dir).',
    settingsLost:
      'As configurações desta estação ({{movedTo}}) e a cópia de segurança estão ilegíveis: não se sabe qual servidor ela usa, e nada foi enviado a nenhum. Escolha em Configurações: o endereço do servidor da loja, ou o modo de treinamento (nada é cobrado e as etiquetas não valem). Depois reinicie a estação e confira as impressoras.',
    recoveredUnknown_one:
      '{{count}} compra desta estação ficou sem resposta e sumiu do diário de compras (envio {{shipments}}); o registro de auditoria a guardou. Ela aparece nas compras não resolvidas como "pode ter sido cobrada" até o servidor confirmar.',
    recoveredUnknown_other:
      '{{count}} compras desta estação ficaram sem resposta e sumiram do diário de compras (envios {{shipments}}); o registro de auditoria as guardou. Elas aparecem nas compras não resolvidas como "pode ter sido cobrada" até o servidor confirmar.',
    addressBookRebuilt:
      'O catálogo de endereços local {{file}} estava danificado; foi movido para {{movedTo}} e está sendo refeito a partir do servidor.',
    salvaged_one:
      '{{file}} estava danificado; foi movido para {{movedTo}}. {{count}} registro recuperado. Confira as etiquetas pendentes e o histórico de impressão.',
    salvaged_other:
      '{{file}} estava danificado; foi movido para {{movedTo}}. {{count}} registros recuperados. Confira as etiquetas pendentes e o histórico de impressão.',
    salvagedSome_one:
      '{{file}} estava danificado; foi movido para {{movedTo}}. {{count}} registro recuperado, outros não puderam ser lidos. Confira as etiquetas pendentes e o histórico de impressão.',
    salvagedSome_other:
      '{{file}} estava danificado; foi movido para {{movedTo}}. {{count}} registros recuperados, outros não puderam ser lidos. Confira as etiquetas pendentes e o histórico de impressão.',
    recoveredCharges_one:
      '{{count}} etiqueta cobrada e não impressa estava no registro de auditoria, mas não no diário de compras nem na fila de impressão (rastreio {{tracking}}). Ela voltou como compra desta estação e é impressa uma vez, sem nova cobrança, quando a loja for aberta.',
    recoveredCharges_other:
      '{{count}} etiquetas cobradas e não impressas estavam no registro de auditoria, mas não no diário de compras nem na fila de impressão (rastreios {{tracking}}). Elas voltaram como compras desta estação e são impressas uma vez, sem nova cobrança, quando a loja for aberta.',
  },
  scale: {
    none: 'Nenhuma balança configurada',
    waiting: 'Aguardando a balança…',
    unstable: 'Peso instável: espere a balança parar',
    negative: 'Peso negativo: tire o que está na balança e zere',
    zero: 'Balança vazia (0 g)',
    overload: 'Sobrecarga: o volume passa da capacidade da balança',
    'unknown-unit': 'A balança está numa unidade que a estação não converte: use kg, g, lb ou oz',
    garbled: 'Leitura ilegível da balança: confira o protocolo e a velocidade (baud)',
    'no-answer': 'A balança não responde: confira se está ligada, o protocolo e a velocidade (baud)',
    disconnected: 'Balança desconectada: confira o cabo; a estação reconecta sozinha',
    unavailable: 'A porta da balança não abre: outro programa a usa ou falta permissão',
    fault: 'A balança indica falha ou pede calibração',
    'needs-zeroing': 'A balança pede para ser zerada',
    stale: 'Leitura antiga: a balança não manda peso há alguns segundos',
    'already-used': 'Este peso já foi usado: troque o volume na balança e espere estabilizar',
    weighTimeout:
      'Nenhum peso estável em {{seconds}} s ({{reason}}); nada foi comprado. Coloque o volume na balança e leia o pedido de novo.',
    changedBeforeBuy:
      'A leitura da balança mudou antes da compra ({{reason}}); nada foi comprado. Espere estabilizar e leia o pedido de novo.',
    weightChanged: 'o peso passou de {{was}} g para {{now}} g',
    weighBusy: 'Ainda pesando o pedido {{ref}}: espere a compra dele terminar e leia de novo.',
    weighOnScanOff: 'Pesar ao ler o pedido está desligado nesta estação (Configurações).',
    noDraft: 'Para pesar ao ler, escolha antes o destinatário e o pacote na tela de envio.',
    pseudoTerminalOnlyInDevelopment:
      'Um pseudoterminal (/dev/pts/…) só é aceito como balança numa versão de desenvolvimento da estação; escolha a porta serial da balança (como /dev/ttyUSB0 ou /dev/ttyS0).',
  },
  // A weight or a size beyond every carrier of the loja (electron/shared/carrier-limits.ts): the
  // ship screen says it under the field, a batch row after its column, in the same words.
  limits: {
    overWeight: 'Mais pesado do que as transportadoras da loja levam: até {{max}} kg ({{carrier}})',
    overSide: 'Maior do que as transportadoras da loja levam: um lado de até {{max}} cm ({{carrier}})',
    overSum: 'As medidas somam {{sum}} cm; as transportadoras da loja levam até {{max}} cm somadas ({{carrier}})',
  },
  // The contract's rules, in the words an operator reads under a field ("destAddress.zip: …").
  // The English text of `rule` is also each schema's zod message (see contract/rules.ts).
  contract: {
    rule: {
      scalePort:
        'deve ser uma porta serial deste computador: /dev/ttyUSB0, /dev/ttyACM0, /dev/ttyS0, /dev/serial/by-id/… (Linux) ou COM3 (Windows)',
      required: 'é obrigatório',
      zip8: 'deve ter 8 dígitos, sem hífen',
      cpfCnpj: 'deve ser CPF (11 dígitos) ou CNPJ (14 dígitos), só números',
      cpfCnpjRequiredInBrazil: 'é obrigatório para endereço no Brasil (CPF ou CNPJ)',
      uf: 'deve ser a UF com 2 letras, ex.: SP',
      country: 'deve ser o código do país com 2 letras maiúsculas (ISO 3166-1), ex.: BR',
      phone: 'deve ter de 8 a 20 caracteres: dígitos, +, -, parênteses ou espaços',
      refreshToken: 'deve ser o refresh token mais recente (mínimo de 32 caracteres)',
      httpUrl: 'deve ser um endereço http(s)',
      chaveNFe: 'deve ser a chave de acesso da NF-e com 44 dígitos',
      chaveNFeRequired: 'é obrigatória para nota do tipo NF-e (chave de 44 dígitos)',
      dceValor: 'é obrigatório para declaração de conteúdo (DCE)',
      dceProducts: 'deve listar os itens (descrição, quantidade, valor) para declaração de conteúdo (DCE)',
      originPostal: 'informe originCep ou originPostalCode',
      destinationPostal: 'informe destinationCep ou destinationPostalCode',
      envelopeNeedsLargura: 'é obrigatória para envelope (formato 1)',
      cylinderNeedsDiametro: 'é obrigatório para cilindro ou rolo (formato 3)',
      boxNeedsLargura: 'é obrigatória para caixa (formato 2)',
      boxNeedsAlturaOrEspessura: 'informe altura ou espessura para caixa (formato 2)',
      parcelWidth: 'é obrigatória para envelope ou caixa (formato 1 ou 2)',
      parcelHeightOrThickness: 'informe heightCm ou thicknessCm para caixa (formato 2)',
      parcelDiameter: 'é obrigatório para cilindro ou rolo (formato 3)',
      hiddenCharacters:
        'contém um caractere oculto (NUL ou inversão de direção do texto, comum ao colar de uma página); digite de novo',
      searchTooLong: 'é longa demais para uma pesquisa (no máximo 200 caracteres)',
      draftTooLarge: 'é grande demais para ser guardado como rascunho',
      unknownField: 'não é aceito aqui; remova o campo',
      priceInReais: 'deve ser um preço em reais, ex.: 34.50 ou 34,50',
      recordField: 'pertence a um registro salvo (ids, datas, paginação) e não pode ser enviado aqui',
    },
    type: {
      string: 'texto',
      number: 'um número',
      int: 'um número inteiro',
      boolean: 'verdadeiro ou falso',
      object: 'um objeto',
      array: 'uma lista',
      null: 'nulo',
    },
    format: {
      email: 'deve ser um e-mail válido',
      uuid: 'deve ser um UUID',
      datetime: 'deve ser data e hora ISO 8601, ex.: 2025-01-31T14:00:00-03:00',
      date: 'deve ser uma data no formato AAAA-MM-DD',
      url: 'deve ser um endereço web',
      other: 'tem formato inválido',
    },
    notEmpty: 'não pode ficar vazio',
    exactChars: 'deve ter exatamente {{limit}} caracteres',
    minChars: 'deve ter pelo menos {{limit}} caracteres',
    maxChars: 'deve ter no máximo {{limit}} caracteres',
    minItems_one: 'deve ter pelo menos {{count}} item',
    minItems_other: 'deve ter pelo menos {{count}} itens',
    maxItems_one: 'deve ter no máximo {{count}} item',
    maxItems_other: 'deve ter no máximo {{count}} itens',
    atLeast: 'deve ser no mínimo {{limit}}',
    greaterThan: 'deve ser maior que {{limit}}',
    atMost: 'deve ser no máximo {{limit}}',
    lessThan: 'deve ser menor que {{limit}}',
    mustBe: 'deve ser {{what}}',
    oneOf: 'deve ser um destes: {{values}}',
    unexpectedShape: 'tem formato inesperado',
  },
};
