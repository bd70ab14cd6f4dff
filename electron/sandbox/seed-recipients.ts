// Bulk recipients for address-book benchmarks and training (POST /__sandbox/seed-recipients):
// thousands in one transaction, with valid CPFs and real city/CEP pairs.
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Sql } from './db/sql';
import { insertRecipient, nextRecipientSeq } from './db/recipients';

const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Fábio',
  'Gabriela',
  'Heitor',
  'Íris',
  'João',
  'Luíza',
  'Márcio',
  'Natália',
  'Otávio',
  'Paula',
  'Renato',
  'Sônia',
  'Tiago',
  'Úrsula',
  'Vítor',
];
const LAST = [
  'Silva',
  'Souza',
  'Oliveira',
  'Santos',
  'Pereira',
  'Lima',
  'Carvalho',
  'Gonçalves',
  'Araújo',
  'Conceição',
  'Ribeiro',
  'Almeida',
  'Nascimento',
  'Barbosa',
  'Cardoso',
];
const CITIES = [
  { city: 'São Paulo', state: 'SP', zip: '04538132', district: 'Itaim Bibi', street: 'Avenida Brigadeiro Faria Lima' },
  { city: 'Rio de Janeiro', state: 'RJ', zip: '22071900', district: 'Copacabana', street: 'Avenida Atlântica' },
  { city: 'Belo Horizonte', state: 'MG', zip: '30140071', district: 'Funcionários', street: 'Rua da Bahia' },
  { city: 'Porto Alegre', state: 'RS', zip: '90010150', district: 'Centro Histórico', street: 'Rua dos Andradas' },
  { city: 'Salvador', state: 'BA', zip: '40020000', district: 'Comércio', street: 'Avenida Estados Unidos' },
  { city: 'Recife', state: 'PE', zip: '50030230', district: 'Recife', street: 'Rua do Bom Jesus' },
  { city: 'Manaus', state: 'AM', zip: '69005010', district: 'Centro', street: 'Avenida Eduardo Ribeiro' },
  { city: 'Curitiba', state: 'PR', zip: '80010010', district: 'Centro', street: 'Rua Marechal Deodoro' },
];

export function seedRecipients(sql: Sql, lojaId: string, count: number, now: number): number {
  return sql.immediate(() => {
    let seq = nextRecipientSeq(sql, lojaId);
    for (let i = 0; i < count; i++, seq++) {
      const name = `${FIRST[seq % FIRST.length]} ${LAST[Math.floor(seq / FIRST.length) % LAST.length]} ${seq}`;
      const place = CITIES[seq % CITIES.length] ?? CITIES[0]!;
      const phone = `119${String(70_000_000 + (seq % 29_999_999)).padStart(8, '0')}`;
      insertRecipient(
        sql,
        lojaId,
        {
          name,
          cpfCnpj: generateCpf(),
          phone,
          email: `cliente${seq}@exemplo.test`,
          address: {
            name: 'Casa',
            personName: name,
            phone,
            street: place.street,
            number: String(100 + (seq % 900)),
            district: place.district,
            city: place.city,
            state: place.state,
            zip: place.zip,
            country: 'BR',
          },
        },
        seq,
        now,
      );
    }
    return sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM recipients WHERE loja_id = ?', lojaId)?.n ?? 0;
  });
}
