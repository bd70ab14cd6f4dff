export const warehouse = {
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
  lost: 'Esta bancada não consegue falar com o banco do armazém (PostgreSQL). Confira se ele está ligado, se a rede chega até ele e se o certificado e a senha configurados são os dele.',
};
