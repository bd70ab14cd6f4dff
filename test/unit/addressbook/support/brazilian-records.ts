// Realistic server records for the local store: Brazilian names with their accents, real
// cities of every UF, valid CPFs and CNPJs, mobile phones with DDD. Seeded, so a test or a
// benchmark sees the same data every run.
import { generateCnpj, generateCpf, getCities, getStates } from '@brazilian-utils/brazilian-utils';
import type { RecipientResponse, SenderResponse } from '../../../../electron/shared/contract';
import { seeded } from '../../../support/seeded';

const FIRST = [
  'Maria',
  'José',
  'Ana',
  'João',
  'Antônio',
  'Francisco',
  'Carlos',
  'Paulo',
  'Pedro',
  'Lucas',
  'Luiz',
  'Marcos',
  'Luís',
  'Gabriel',
  'Rafael',
  'Daniel',
  'Marcelo',
  'Bruno',
  'Eduardo',
  'Felipe',
  'Raimundo',
  'Rodrigo',
  'Manoel',
  'Mateus',
  'André',
  'Fernando',
  'Fábio',
  'Leonardo',
  'Gustavo',
  'Guilherme',
  'Juliana',
  'Márcia',
  'Fernanda',
  'Patrícia',
  'Aline',
  'Sandra',
  'Camila',
  'Amanda',
  'Bruna',
  'Jéssica',
  'Letícia',
  'Júlia',
  'Luciana',
  'Vanessa',
  'Mariana',
  'Gabriela',
  'Vera',
  'Vitória',
  'Larissa',
  'Cláudia',
  'Beatriz',
  'Conceição',
  'Luana',
  'Simone',
  'Adriana',
  'Célia',
  'Sônia',
  'Tatiane',
  'Renata',
  'Débora',
  'Thiago',
  'Caio',
  'Otávio',
  'Heloísa',
  'Íris',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Gonçalves',
  'Santana',
  'Teixeira',
  'Araújo',
  'Magalhães',
  'Conceição',
  'Brandão',
  'Gusmão',
  'Assunção',
  'Simões',
];
const STREETS = [
  'Rua das Flores',
  'Avenida Brasil',
  'Rua São João',
  'Travessa da Paz',
  'Rua Sete de Setembro',
  'Avenida Getúlio Vargas',
];
const DISTRICTS = ['Centro', 'Jardim América', 'Vila Nova', 'Boa Vista', 'São José', 'Santa Cecília'];
const DDD = ['11', '21', '31', '41', '51', '61', '71', '81', '85', '92', '27', '48', '62', '19', '98'];

const PLACES = getStates().flatMap((state) => getCities(state.code).map((city) => ({ city, state: state.code })));

const uuidOf = (prefix: string, n: number): string =>
  `${prefix}${n.toString(16).padStart(12, '0')}`.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

export interface RecipientOptions {
  lojaId: string;
  /** Share of recipients with a server lastUsedAt (default 0.1). */
  usedShare?: number;
  seed?: number;
}

/**
 * @brazilian-utils draws a document's digits from Math.random: it is lent the seeded generator for
 * the call, so one seed gives the same book (and the search bench the same rows) every run.
 */
function withRandom<T>(random: () => number, make: () => T): T {
  const real = Math.random;
  Math.random = random;
  try {
    return make();
  } finally {
    Math.random = real;
  }
}

export function* brazilianRecipients(count: number, options: RecipientOptions): Generator<RecipientResponse> {
  const random = seeded(options.seed ?? 42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const base = Date.parse('2025-01-01T12:00:00Z');
  for (let i = 1; i <= count; i++) {
    const name = `${pick(FIRST)} ${pick(LAST)} ${pick(LAST)}`;
    const place = pick(PLACES);
    const phone = `${pick(DDD)}9${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;
    const zip = String(Math.floor(random() * 1e8)).padStart(8, '0');
    const email = `${name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().split(' ').join('.')}${i}@exemplo.com.br`;
    const used = random() < (options.usedShare ?? 0.1);
    const created = new Date(base + i * 60_000).toISOString();
    yield {
      id: uuidOf('00000000-0000-4000-8000-', i),
      lojaId: options.lojaId,
      name,
      cpfCnpj: withRandom(random, random() < 0.85 ? generateCpf : generateCnpj),
      phone,
      email,
      notes: null,
      addressId: uuidOf('10000000-0000-4000-8000-', i),
      lastUsedAt: used ? new Date(base + Math.floor(random() * 300 * 86_400_000)).toISOString() : null,
      createdAt: created,
      updatedAt: created,
      address: {
        id: uuidOf('10000000-0000-4000-8000-', i),
        name: 'Casa',
        personName: name,
        phone,
        email,
        street: pick(STREETS),
        number: String(1 + Math.floor(random() * 3000)),
        complement: null,
        district: pick(DISTRICTS),
        city: place.city,
        state: place.state,
        zip,
        country: 'BR',
      },
    };
  }
}

export function recipient(
  lojaId: string,
  n: number,
  fields: Partial<RecipientResponse> & { city?: string; zip?: string },
): RecipientResponse {
  const [base] = brazilianRecipients(1, { lojaId, seed: n, usedShare: 0 });
  const { city, zip, ...rest } = fields;
  const record = { ...base!, id: uuidOf('20000000-0000-4000-8000-', n), ...rest };
  if (record.address)
    record.address = { ...record.address, ...(city ? { city } : {}), ...(zip ? { zip } : {}), personName: record.name };
  return record;
}

export function sender(lojaId: string, n: number, fields: Partial<SenderResponse> = {}): SenderResponse {
  const at = new Date(Date.parse('2025-01-01T12:00:00Z') + n * 1000).toISOString();
  return {
    id: uuidOf('30000000-0000-4000-8000-', n),
    lojaId,
    addressType: 'SENDER',
    name: `Expedição ${n}`,
    personName: 'Rita',
    company: null,
    phone: '1133334444',
    email: null,
    street: 'Rua Vergueiro',
    number: String(n),
    complement: null,
    district: 'Liberdade',
    city: 'São Paulo',
    state: 'SP',
    zip: '01504000',
    cpfCnpj: '11222333000181',
    ieNumber: null,
    country: 'BR',
    isDefault: false,
    createdAt: at,
    updatedAt: at,
    ...fields,
  };
}
