// The demo world every fresh data dir starts with. Ids are fixed so tests, docs and a training
// desk can name them; the documents carry valid check digits (checked by a test with
// @brazilian-utils) because a real carrier would refuse anything else.
export const DEMO = { email: 'demo@shipping-station.test', senha: 'demo' } as const;
export const OTHER = { email: 'other@shipping-station.test', senha: 'other' } as const;
export const INACTIVE = { email: 'inactive@shipping-station.test', senha: 'inactive' } as const;

export const IDS = {
  demoAccount: 'ac000000-0000-4000-8000-000000000001',
  otherAccount: 'ac000000-0000-4000-8000-000000000002',
  inactiveAccount: 'ac000000-0000-4000-8000-000000000003',
  demoLoja: 'a0000000-0000-4000-8000-000000000001',
  demoLowBalanceLoja: 'a0000000-0000-4000-8000-000000000002',
  otherLoja: 'a0000000-0000-4000-8000-000000000003',
  inactiveLoja: 'a0000000-0000-4000-8000-000000000004',
} as const;

export interface SeedSender {
  id: string;
  name: string;
  personName: string;
  company: string;
  phone: string;
  email: string;
  street: string;
  number: string;
  district: string;
  city: string;
  state: string;
  zip: string;
  cpfCnpj: string;
}

/** A sentence of the training server's, in each language it speaks (Accept-Language picks one). */
export interface Spoken {
  'pt-BR': string;
  en: string;
}

export interface SeedLoja {
  id: string;
  name: string;
  cnpj: string;
  balanceCents: number;
  /**
   * What the loja is there to practise, said to the operator in the loja picker (issue 29.6).
   * Login answers it as `description`, a field the spec's loja leaves open.
   */
  purpose: Spoken;
  sender: SeedSender;
}

export interface SeedAccount {
  id: string;
  email: string;
  senha: string;
  active: boolean;
  lojas: SeedLoja[];
}

export const SEED_ACCOUNTS: SeedAccount[] = [
  {
    id: IDS.demoAccount,
    ...DEMO,
    active: true,
    lojas: [
      {
        id: IDS.demoLoja,
        name: 'Loja Demo Paulista',
        cnpj: '11222333000181',
        balanceCents: 500_000, // R$ 5.000,00: enough to practise all day
        purpose: {
          'pt-BR':
            'Para praticar o dia a dia: saldo de sobra (R$ 5.000,00) para comprar e imprimir quantas etiquetas precisar.',
          en: 'To practise a normal day: plenty of balance (R$ 5.000,00) to buy and print as many labels as needed.',
        },
        sender: {
          id: 'ad000000-0000-4000-8000-000000000001',
          name: 'Expedição Paulista',
          personName: 'Ana Souza',
          company: 'Loja Demo Paulista Ltda',
          phone: '11987654321',
          email: 'expedicao@demo.shipping-station.test',
          street: 'Avenida Paulista',
          number: '1000',
          district: 'Bela Vista',
          city: 'São Paulo',
          state: 'SP',
          zip: '01310100',
          cpfCnpj: '11222333000181',
        },
      },
      {
        id: IDS.demoLowBalanceLoja,
        name: 'Loja Demo Saldo Baixo',
        cnpj: '11444777000161',
        balanceCents: 500, // R$ 5,00: less than any label, to practise the "insufficient balance" path
        purpose: {
          'pt-BR':
            'Para ver o que acontece com a carteira sem saldo: R$ 5,00, menos que qualquer etiqueta. A compra é recusada e nada é cobrado.',
          en: 'To see what an empty wallet does: R$ 5,00, less than any label. The purchase is refused and nothing is charged.',
        },
        sender: {
          id: 'ad000000-0000-4000-8000-000000000002',
          name: 'Depósito Centro Rio',
          personName: 'Bruno Lima',
          company: 'Loja Demo Saldo Baixo Ltda',
          phone: '21987654321',
          email: 'deposito@demo.shipping-station.test',
          street: 'Rua da Assembleia',
          number: '10',
          district: 'Centro',
          city: 'Rio de Janeiro',
          state: 'RJ',
          zip: '20011000',
          cpfCnpj: '11444777000161',
        },
      },
    ],
  },
  {
    id: IDS.otherAccount,
    ...OTHER,
    active: true,
    lojas: [
      {
        id: IDS.otherLoja,
        name: 'Outra Loja Curitiba',
        cnpj: '45997418000153',
        balanceCents: 100_000,
        purpose: {
          'pt-BR': 'A loja de outra conta, com uma loja só: ela entra direto, sem escolher loja.',
          en: 'The loja of another account that has only one: it goes straight in, with no loja to choose.',
        },
        sender: {
          id: 'ad000000-0000-4000-8000-000000000003',
          name: 'Expedição Curitiba',
          personName: 'Carla Dias',
          company: 'Outra Loja Curitiba Ltda',
          phone: '41987654321',
          email: 'expedicao@other.shipping-station.test',
          street: 'Rua XV de Novembro',
          number: '500',
          district: 'Centro',
          city: 'Curitiba',
          state: 'PR',
          zip: '80020310',
          cpfCnpj: '45997418000153',
        },
      },
    ],
  },
  {
    id: IDS.inactiveAccount,
    ...INACTIVE,
    active: false,
    lojas: [
      {
        id: IDS.inactiveLoja,
        name: 'Loja Inativa',
        cnpj: '56633655298460',
        balanceCents: 0,
        purpose: {
          'pt-BR': 'A loja de uma conta inativa: o login é recusado, para ver o que a estação diz então.',
          en: 'The loja of an inactive account: the login is refused, to see what the station says then.',
        },
        sender: {
          id: 'ad000000-0000-4000-8000-000000000004',
          name: 'Expedição Inativa',
          personName: 'Diego Reis',
          company: 'Loja Inativa Ltda',
          phone: '31987654321',
          email: 'inativa@shipping-station.test',
          street: 'Avenida Afonso Pena',
          number: '1500',
          district: 'Centro',
          city: 'Belo Horizonte',
          state: 'MG',
          zip: '30130005',
          cpfCnpj: '56633655298460',
        },
      },
    ],
  },
];

/** What a seeded loja is for, in the language asked; undefined for a loja the seed did not make. */
export function lojaPurpose(lojaId: string, language: keyof Spoken): string | undefined {
  for (const account of SEED_ACCOUNTS) {
    const loja = account.lojas.find((l) => l.id === lojaId);
    if (loja) return loja.purpose[language];
  }
  return undefined;
}
