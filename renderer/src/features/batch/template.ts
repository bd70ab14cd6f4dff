// The batch CSV template the desk offers for download: every column main's importer reads
// (BATCH_CSV_COLUMNS in electron/shared/desk/batch.ts, the one list; an unknown column refuses the whole file), ";"
// between fields and decimal commas as a spreadsheet in Brazil writes them, and three orders
// that import cleanly: an NF-e box, a DC-e box with its items and thermal DACE, an envelope.
import Papa from 'papaparse';
import { BATCH_CSV_COLUMNS, type BatchCsvColumn } from '../../../../electron/shared/desk';

export const TEMPLATE_FILE_NAME = 'modelo-lote.csv';

type Row = Partial<Record<BatchCsvColumn, string>>;

/** The example orders, also the recipients the batch e2e writes its own file for. */
export const TEMPLATE_EXAMPLES: readonly Row[] = [
  {
    externalRef: 'PED-1001',
    name: 'Maria Souza',
    cpfCnpj: '111.444.777-35',
    phone: '(21) 98765-4321',
    street: 'Avenida Rio Branco',
    number: '100',
    district: 'Centro',
    city: 'Rio de Janeiro',
    state: 'RJ',
    zip: '20040-002',
    format: '2',
    lengthCm: '20',
    widthCm: '15',
    heightCm: '10',
    weightKg: '1,2',
    declaredValue: '100,00',
    invoiceType: 'NFE',
    chaveNFe: '35240511222333000181550010000123451102938471',
  },
  {
    externalRef: 'PED-1002',
    name: 'João Pereira',
    cpfCnpj: '529.982.247-25',
    phone: '(31) 98888-7777',
    street: 'Rua Pernambuco',
    number: '1000',
    district: 'Savassi',
    city: 'Belo Horizonte',
    state: 'MG',
    zip: '30130-150',
    format: '2',
    lengthCm: '30',
    widthCm: '20',
    heightCm: '10,5',
    weightKg: '2,5',
    invoiceType: 'DCE',
    invoiceValor: '129,90',
    products: 'Camiseta|2|5000;Boné|1|2990',
    tipoDace: 'T',
  },
  {
    externalRef: 'PED-1003',
    name: 'Ana Lima',
    cpfCnpj: '390.533.447-05',
    phone: '(41) 97777-6666',
    street: 'Rua XV de Novembro',
    number: '50',
    complement: 'Sala 2',
    district: 'Centro',
    city: 'Curitiba',
    state: 'PR',
    zip: '80020-310',
    format: '1',
    lengthCm: '30',
    widthCm: '20',
    weightKg: '0,3',
  },
];

/** Written by papaparse (as main writes the audit CSV), ';' between fields as Excel in pt-BR reads them. */
export function batchTemplateCsv(): string {
  const data = TEMPLATE_EXAMPLES.map((row) => BATCH_CSV_COLUMNS.map((column) => row[column] ?? ''));
  return `${Papa.unparse({ fields: [...BATCH_CSV_COLUMNS], data }, { delimiter: ';', newline: '\r\n', escapeFormulae: true })}\r\n`;
}
