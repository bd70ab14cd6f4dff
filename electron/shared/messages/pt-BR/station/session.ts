export const session = {
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
};
