// The operator-facing wording of every rule the contract enforces beyond plain types.
//
// Schemas attach the English text as the zod message (so a developer reading a raw ZodError,
// or a sandbox 400 response, still sees words); formatIssues() looks the same text up here to
// print it in the operator's locale. Keeping both languages side by side in one table is what
// stops the two from drifting apart.

export type Locale = 'pt-BR' | 'en';

interface RuleText {
  en: string;
  'pt-BR': string;
}

export const RULES = {
  required: { en: 'is required', 'pt-BR': 'é obrigatório' },
  zip8: { en: 'must be 8 digits, no hyphen', 'pt-BR': 'deve ter 8 dígitos, sem hífen' },
  cpfCnpj: {
    en: 'must be a CPF (11 digits) or CNPJ (14 digits), digits only',
    'pt-BR': 'deve ser CPF (11 dígitos) ou CNPJ (14 dígitos), só números',
  },
  cpfCnpjRequiredInBrazil: {
    en: 'is required for an address in Brazil (CPF or CNPJ)',
    'pt-BR': 'é obrigatório para endereço no Brasil (CPF ou CNPJ)',
  },
  uf: { en: 'must be the 2-letter state (UF), e.g. SP', 'pt-BR': 'deve ser a UF com 2 letras, ex.: SP' },
  country: {
    en: 'must be a 2-letter country code in capitals (ISO 3166-1), e.g. BR',
    'pt-BR': 'deve ser o código do país com 2 letras maiúsculas (ISO 3166-1), ex.: BR',
  },
  phone: {
    en: 'must be 8 to 20 characters: digits, +, -, parentheses or spaces',
    'pt-BR': 'deve ter de 8 a 20 caracteres: dígitos, +, -, parênteses ou espaços',
  },
  refreshToken: {
    en: 'must be the latest refresh token (at least 32 characters)',
    'pt-BR': 'deve ser o refresh token mais recente (mínimo de 32 caracteres)',
  },
  httpUrl: { en: 'must be an http(s) address', 'pt-BR': 'deve ser um endereço http(s)' },
  chaveNFe: {
    en: 'must be the 44-digit NF-e access key',
    'pt-BR': 'deve ser a chave de acesso da NF-e com 44 dígitos',
  },
  chaveNFeRequired: {
    en: 'is required for an NF-e invoice (44-digit access key)',
    'pt-BR': 'é obrigatória para nota do tipo NF-e (chave de 44 dígitos)',
  },
  dceValor: {
    en: 'is required for a content declaration (DCE)',
    'pt-BR': 'é obrigatório para declaração de conteúdo (DCE)',
  },
  dceProducts: {
    en: 'must list the items (description, quantity, value) for a content declaration (DCE)',
    'pt-BR': 'deve listar os itens (descrição, quantidade, valor) para declaração de conteúdo (DCE)',
  },
  originPostal: {
    en: 'send originCep or originPostalCode',
    'pt-BR': 'informe originCep ou originPostalCode',
  },
  destinationPostal: {
    en: 'send destinationCep or destinationPostalCode',
    'pt-BR': 'informe destinationCep ou destinationPostalCode',
  },
  envelopeNeedsLargura: {
    en: 'is required for an envelope (format 1)',
    'pt-BR': 'é obrigatória para envelope (formato 1)',
  },
  cylinderNeedsDiametro: {
    en: 'is required for a cylinder or roll (format 3)',
    'pt-BR': 'é obrigatório para cilindro ou rolo (formato 3)',
  },
  boxNeedsLargura: {
    en: 'is required for a box (format 2)',
    'pt-BR': 'é obrigatória para caixa (formato 2)',
  },
  boxNeedsAlturaOrEspessura: {
    en: 'send altura or espessura for a box (format 2)',
    'pt-BR': 'informe altura ou espessura para caixa (formato 2)',
  },
  parcelWidth: {
    en: 'is required for an envelope or a box (format 1 or 2)',
    'pt-BR': 'é obrigatória para envelope ou caixa (formato 1 ou 2)',
  },
  parcelHeightOrThickness: {
    en: 'send heightCm or thicknessCm for a box (format 2)',
    'pt-BR': 'informe heightCm ou thicknessCm para caixa (formato 2)',
  },
  parcelDiameter: {
    en: 'is required for a cylinder or roll (format 3)',
    'pt-BR': 'é obrigatório para cilindro ou rolo (formato 3)',
  },
  hiddenCharacters: {
    en: 'holds a hidden character (NUL or a text-direction override, often pasted from a web page); retype it',
    'pt-BR':
      'contém um caractere oculto (NUL ou inversão de direção do texto, comum ao colar de uma página); digite de novo',
  },
  searchTooLong: {
    en: 'is too long for a search (at most 200 characters)',
    'pt-BR': 'é longa demais para uma pesquisa (no máximo 200 caracteres)',
  },
  unknownField: {
    en: 'is not accepted here; remove it',
    'pt-BR': 'não é aceito aqui; remova o campo',
  },
  recordField: {
    en: 'belongs to a saved record (ids, dates, pagination) and must not be sent here',
    'pt-BR': 'pertence a um registro salvo (ids, datas, paginação) e não pode ser enviado aqui',
  },
} as const satisfies Record<string, RuleText>;

export type RuleId = keyof typeof RULES;

/** The English text a schema puts on an issue; formatIssues() translates it back. */
export const rule = (id: RuleId): string => RULES[id].en;

const byEnglish = new Map<string, RuleId>((Object.keys(RULES) as RuleId[]).map((id) => [RULES[id].en, id]));

/** The rule behind an issue message, when the message came from this catalogue. */
export function ruleOfMessage(message: string): RuleId | undefined {
  return byEnglish.get(message);
}

/**
 * Fields of saved records (address book, lists) that an operator's form may still hold after
 * picking a saved sender or recipient. The shipment address must not carry them (spec 2.9), and
 * naming them as such tells the operator why the request was refused.
 */
export const RECORD_FIELDS: readonly string[] = [
  'id',
  'lojaId',
  'addressId',
  'addressType',
  'isDefault',
  'createdAt',
  'updatedAt',
  'lastUsedAt',
  'page',
  'pageSize',
  'total',
  'limit',
];
