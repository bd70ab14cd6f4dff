export const addressbook = {
  serverRefused: 'O servidor recusou este endereço.',
  invalid: 'O endereço tem campos a corrigir.',
  outboxItemGone: 'Esse envio pendente não existe mais.',
  otherKind: 'A correção é de outro tipo de endereço (remetente ou destinatário).',
  maybeOnServer: 'Este endereço pode já estar no servidor; sincronize antes de corrigir.',
  foreignRecord: 'O servidor listou um endereço de outra loja; a sincronização parou para não misturar lojas.',
  syncDiffers:
    'A lista do servidor não parou de mudar durante a sincronização: o servidor conta {{onServer}}, esta mesa viu {{seen}} ({{skipped}} ilegíveis). Nada foi apagado aqui; a próxima sincronização confere de novo.',
  notFound: 'Esse endereço não está no catálogo de endereços.',
};
