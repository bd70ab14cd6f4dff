export const stationSection = {
  couldNotStart: 'O Shipping Station não pôde iniciar',
  databaseNewer:
    'O arquivo {{file}} foi gravado por uma versão mais nova do aplicativo (esquema {{version}}); ele não foi alterado. Atualize o Shipping Station.',
  databaseNotWritable:
    'O arquivo {{file}} (ou a pasta dele) não pode ser gravado por este usuário do computador ({{detail}}); a estação parou antes de registrar qualquer compra ou etiqueta. Peça a quem cuida deste computador para liberar a gravação na pasta de dados e reinicie a estação.',
  databaseNotSqlite: 'O arquivo {{file}} não é um arquivo de dados da estação (danificado?); ele não foi alterado.',
  databaseUnreadable:
    'A estação não conseguiu ler o arquivo {{file}} ({{detail}}); ele não foi alterado nem movido. Se outro programa o estiver usando, feche esse programa e reinicie a estação; se continuar, chame o suporte.',
  folderInUse: 'Outra estação já usa a pasta de dados {{dataDir}} ({{who}}). Feche-a ou use outra pasta (--data-dir).',
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
};
