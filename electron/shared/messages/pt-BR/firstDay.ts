// pt-BR: the first-day guide (a desk with no label printer, right after login).
export const firstDay = {
  firstDay: {
    title: 'Primeiro dia na bancada',
    intro:
      'Esta bancada ainda não tem impressora de etiquetas. Em três passos ela fica pronta para imprimir; no fim, onde ficam os atalhos.',
    stepsLabel: 'Passos do guia',
    stepOf: 'Passo {{n}} de {{total}}',
    done: 'feito',
    next: 'Continuar',
    back: 'Voltar',
    skip: 'Pular por agora',
    skipHint: 'Dá para fazer tudo isto depois em Configurações (Alt+5).',
    steps: {
      printer: 'Impressora',
      profile: 'Perfil',
      test: 'Etiqueta de teste',
      shortcuts: 'Atalhos',
    },
    printer: {
      title: 'Escolha a impressora de etiquetas',
      body: 'É a impressora térmica onde saem as etiquetas de envio (100 × 150 mm). Ligue-a, confira o cabo ou a rede e escolha-a na lista.',
      label: 'Impressora de etiquetas',
      choose: 'Escolha a impressora…',
      looking: 'Procurando as impressoras deste computador…',
      empty:
        'Nenhuma impressora apareceu neste computador. Ligue a impressora e confira o cabo; se ela fica na rede, digite o endereço dela aqui embaixo.',
      chosen: 'As etiquetas vão para {{name}}.',
    },
    profile: {
      title: 'Confirme o perfil da impressora',
      body: 'A estação perguntou à impressora (ou ao driver dela) como ela imprime. Confira a linguagem, a resolução e o tamanho da etiqueta e salve o que estiver certo.',
      ready: 'Perfil pronto: a impressora sabe o tamanho da etiqueta.',
      waiting: 'Salve o perfil para continuar.',
    },
    test: {
      title: 'Imprima uma etiqueta de teste',
      body: 'Nada é comprado nem cobrado: é só uma etiqueta para conferir a impressora.',
      print: 'Imprimir etiqueta de teste',
      printing: 'Imprimindo…',
      sending: 'Enviando a etiqueta de teste para {{name}}…',
      sent: 'A impressora {{name}} recebeu a etiqueta de teste.',
      notTaken: 'A impressora {{name}} não recebeu a etiqueta de teste.',
      notTakenThen:
        'Confira se ela está ligada e conectada (cabo ou rede) e se o endereço está certo: a estação tenta de novo sozinha. Ou escolha outra impressora.',
      failed: 'A etiqueta de teste não saiu em {{name}}.',
      failedThen: 'Confira a impressora e imprima de novo, ou escolha outra impressora.',
      otherPrinter: 'Escolher outra impressora',
      check:
        'Saiu inteira, reta e do tamanho da etiqueta? Continue. Saiu cortada, torta ou fora do lugar? Volte ao perfil e ajuste.',
      backToProfile: 'Voltar ao perfil',
    },
    shortcuts: {
      title: 'Onde ficam os atalhos',
      body: 'Tecle ? ou F1 em qualquer tela, ou clique no botão ? no topo, para ver todos os atalhos. Os que mais se usam:',
      start: 'Começar a enviar',
    },
  },
} as const;
