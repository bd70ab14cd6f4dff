export const common = {
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
};
