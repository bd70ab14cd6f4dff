export const scale = {
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
};
