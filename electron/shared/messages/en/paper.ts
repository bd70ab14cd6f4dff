// English: the same keys as pt-BR/paper.ts.
import type { paper as source } from '../pt-BR/paper';
import type { Messages } from '../said';

export const paper: Messages<typeof source> = {
  paper: {
    anotherCopy: {
      body: 'Another copy uses one more label from the roll. Print it only if the first came out damaged, got lost or goes on another box.',
      label: 'Label {{code}}',
      scanned: 'Scanned: {{text}}',
      print: 'Print another copy',
      keep: 'Do not print',
    },
    labelFit: {
      title: 'The label will come out with text cut off',
      intro:
        'These fields are longer than the carrier’s label prints. Shorten them (abbreviate, as “Av.” and “Apto”) or they will come out like this:',
      line: '{{party}} · {{field}}: {{length}} of at most {{max}} characters ({{carrier}})',
      anyCarrier: 'a length safe for any carrier',
      printed: 'prints “{{text}}”',
      cut: 'left off “{{text}}”',
      party: { origin: 'Sender', destination: 'Recipient' },
      field: {
        personName: 'Name',
        street: 'Street',
        number: 'Number',
        complement: 'Complement',
        district: 'District',
        city: 'City',
      },
    },
  },
};
