export const api = {
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
  // A refusal by what it means (its kind), never a bare status: "(402)" says nothing to the operator.
  refusedFor: {
    validation: 'O servidor recusou os dados enviados.',
    unauthorized: 'O servidor não aceitou a sessão (ela pode ter terminado).',
    'insufficient-balance': 'Saldo insuficiente na carteira da loja para esta compra.',
    forbidden: 'O servidor não deixa esta conta agir por esta loja.',
    'not-found': 'O servidor não encontrou o que foi pedido (pode ter sido apagado, ou ser de outra loja).',
    timeout: 'O servidor desistiu de esperar pelo pedido.',
    'link-expired': 'O que foi pedido não está mais no servidor.',
    'quote-expired': 'O servidor diz que a cotação expirou.',
    'quote-mismatch': 'O servidor diz que o envio não confere com a cotação.',
    'not-eligible': 'O servidor diz que isto não está disponível para este envio.',
    rejected: 'O servidor recusou o pedido por uma regra dele.',
  },
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
};
