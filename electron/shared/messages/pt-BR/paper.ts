// pt-BR: nothing printed twice without a word, nothing cut from the label without a word (issue
// 29, items 4 and 5): the question before another copy of a label printed moments ago, and the
// warning before buying when an address field is longer than the carrier prints on its label.
export const paper = {
  paper: {
    anotherCopy: {
      body: 'Outra cópia gasta mais uma etiqueta do rolo. Imprima só se a primeira saiu com defeito, se perdeu ou vai em outra caixa.',
      label: 'Etiqueta {{code}}',
      scanned: 'Leitura: {{text}}',
      print: 'Imprimir outra cópia',
      keep: 'Não imprimir',
    },
    labelFit: {
      title: 'A etiqueta vai sair com texto cortado',
      intro:
        'Estes campos passam do que a etiqueta da transportadora imprime. Encurte-os (abrevie, como “Av.” e “Apto”) ou sairão assim:',
      line: '{{party}} · {{field}}: {{length}} de no máximo {{max}} caracteres ({{carrier}})',
      anyCarrier: 'limite seguro para qualquer transportadora',
      printed: 'sai “{{text}}”',
      cut: 'fica de fora “{{text}}”',
      party: { origin: 'Remetente', destination: 'Destinatário' },
      field: {
        personName: 'Nome',
        street: 'Logradouro',
        number: 'Número',
        complement: 'Complemento',
        district: 'Bairro',
        city: 'Cidade',
      },
    },
  },
};
