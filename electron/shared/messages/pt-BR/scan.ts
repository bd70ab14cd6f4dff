// pt-BR: the scan box, and what a barcode scanner typing into another field is told (on any
// screen, the login's too: these words come with the first script).
export const scan = {
  scan: {
    label: 'Escanear pedido ou rastreio',
    placeholder: 'Escanear',
    scanned: 'Lido: {{text}}',
    working: 'Procurando…',
    reprinted: 'Etiqueta reimpressa',
    reprintedWithDace: 'Etiqueta e DACE reimpressos',
    order: 'Pedido {{ref}}',
    matchedBy: {
      externalRef: 'Encontrado pelo número do pedido.',
      trackingCode: 'Encontrado pelo código de rastreio.',
    },
    daceWithLabel: 'O DACE térmico saiu no mesmo trabalho da etiqueta.',
    daceFailed: 'DACE não reimpresso: {{message}} (a etiqueta saiu).',
    notBought: 'Pedido {{ref}}: etiqueta ainda não comprada',
    notBoughtHint: 'O envio já existe nesta estação, mas a etiqueta não foi comprada.',
    buy: 'Comprar etiqueta',
    buying: 'Comprando a etiqueta…',
    bought: 'Etiqueta comprada e enviada para a impressora',
    newOrder: 'Novo pedido {{ref}}',
    newOrderHint: 'O número já está no campo Pedido: escolha o destinatário e o pacote.',
    looksLikeTracking: 'Parece um código de rastreio de outra estação: confira antes de comprar.',
    repeat: 'Leitura repetida ignorada',
    repeatHint: 'Já reimpresso — escaneie de novo em {{seconds}} s para outra cópia.',
    fromField: 'Lido pelo leitor no campo {{field}}, não na caixa de leitura: o campo ficou como estava.',
    wedgeSent: 'O leitor de código escreveu {{text}} aqui: foi lido na caixa de leitura e o campo ficou como estava.',
    wedgeRefusedInDialog:
      'Leitura de código recusada ({{text}}): o campo ficou como estava. Para ler um pedido, feche esta janela e use a caixa de leitura (F2).',
    wedgeRefusedNoLoja:
      'Leitura de código recusada ({{text}}): o campo ficou como estava. Pedidos são lidos com a loja aberta, na caixa de leitura (F2).',
  },
};
