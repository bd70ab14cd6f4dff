// The training server speaks the operator's language: its error messages follow the request's
// Accept-Language, pt-BR unless English is preferred. The sandbox's own sentences are English
// (as the API spec's examples); every refusal it makes is said here in pt-BR (a unit test scans
// the sandbox for them), and a request's field checks come in pt-BR from the contract's own
// catalogue (validate.ts). A message not listed stays as it is (the station shows it under a
// heading naming the server).
import type { ErrorMessage } from './errors';

type Rule = readonly [RegExp, (...parts: string[]) => string];

const RULES: readonly Rule[] = [
  [/^Invalid e-mail or password$/, () => 'E-mail ou senha incorretos'],
  [/^The training server could not start$/, () => 'O servidor de simulação não conseguiu iniciar'],
  [
    /^Insufficient wallet balance: (.+) available, (.+) needed$/,
    (have, need) => `Saldo insuficiente na carteira: ${have} disponíveis, ${need} necessários`,
  ],
  [/^Access token has expired; refresh it$/, () => 'O token de acesso expirou; renove-o'],
  [/^Access token is not valid$/, () => 'O token de acesso não é válido'],
  [/^Refresh token has expired; log in again$/, () => 'O token de renovação expirou; entre de novo'],
  [/^Refresh token is not valid; log in again$/, () => 'O token de renovação não é válido; entre de novo'],
  [
    /^This refresh token was already used; the session is revoked, log in again$/,
    () => 'Este token de renovação já foi usado; a sessão foi revogada, entre de novo',
  ],
  [/^This session was revoked; log in again$/, () => 'Esta sessão foi revogada; entre de novo'],
  [/^Send Authorization: Bearer <accessToken>$/, () => 'Envie Authorization: Bearer <accessToken>'],
  [
    /^This account is inactive; ask your administrator to activate it$/,
    () => 'Esta conta está inativa; peça ao administrador para ativá-la',
  ],
  [
    /^This account may not act for the store in X-Tenant-Id$/,
    () => 'Esta conta não pode agir pela loja informada em X-Tenant-Id',
  ],
  [
    /^Send the X-Tenant-Id header with one of lojas\[\]\.id$/,
    () => 'Envie o cabeçalho X-Tenant-Id com um dos lojas[].id',
  ],
  [/^Quote expired at (.+); request a new quote$/, (at) => `A cotação expirou em ${at}; peça uma nova cotação`],
  [/^Quote (.+) not found$/, (id) => `Cotação ${id} não encontrada`],
  [/^Shipment (.+) not found$/, (id) => `Envio ${id} não encontrado`],
  [/^Label (.+) not found$/, (id) => `Etiqueta ${id} não encontrada`],
  [/^Label not found$/, () => 'Etiqueta não encontrada'],
  [/^DACE not found$/, () => 'DACE não encontrada'],
  [/^Store (.+) not found$/, (id) => `Loja ${id} não encontrada`],
  [/^Recipient (.+) not found$/, (id) => `Destinatário ${id} não encontrado`],
  [/^Tracking code (.+) not found$/, (code) => `Código de rastreio ${code} não encontrado`],
  [/^A label was already emitted for shipment (.+)$/, (id) => `Uma etiqueta já foi emitida para o envio ${id}`],
  [
    /^An emission is already in progress for shipment (.+)$/,
    (id) => `Já há uma emissão em andamento para o envio ${id}`,
  ],
  [
    /^The emission of this shipment is still in progress; try again later$/,
    () => 'A emissão deste envio ainda está em andamento; tente de novo mais tarde',
  ],
  [
    /^Shipment (.+) already has a label; it cannot be emitted again$/,
    (id) => `O envio ${id} já tem etiqueta; não pode ser emitido de novo`,
  ],
  [
    /^externalRef (.+) is already used by shipment (.+)$/,
    (ref, id) => `A referência ${ref} já é usada pelo envio ${id}`,
  ],
  [/^Coupon (.+) is not valid$/, (code) => `O cupom ${code} não é válido`],
  [/^DACE not available: (.+)$/, (why) => `DACE indisponível: ${portugueseLine(why)}`],
  [
    /^The shipment travels with an NF-e; a DACE exists only for a content declaration \(invoice type DCE\)$/,
    () => 'O envio viaja com NF-e; a DACE existe só para declaração de conteúdo (nota do tipo DCE)',
  ],
  [
    /^The shipment travels with no fiscal document; a DACE exists only for a content declaration \(invoice type DCE\)$/,
    () => 'O envio não tem documento fiscal; a DACE existe só para declaração de conteúdo (nota do tipo DCE)',
  ],
  [
    /^The label has not been emitted yet; the DC-e is authorized when it is$/,
    () => 'A etiqueta ainda não foi emitida; a DC-e é autorizada quando ela for',
  ],
  [
    /^The label is still being emitted; the DC-e is authorized when it is ready$/,
    () => 'A etiqueta ainda está sendo emitida; a DC-e é autorizada quando ela ficar pronta',
  ],
  [
    /^No DACE has been generated for this shipment; generate one with POST \.\.\.\/dace first$/,
    () => 'Nenhuma DACE foi gerada para este envio; gere uma com POST .../dace antes',
  ],
  [/^This download URL has expired; ask for a new one$/, () => 'Este endereço de download expirou; peça um novo'],
  [/^This download URL is not valid; ask for a new one$/, () => 'Este endereço de download não é válido; peça um novo'],
  [
    /^The service is temporarily unavailable; try again$/,
    () => 'O serviço está temporariamente indisponível; tente de novo',
  ],
  [/^destinationCep: must be a CEP of 8 digits$/, () => 'destinationCep: deve ser um CEP de 8 dígitos'],
  [/^originCep: must be a CEP of 8 digits$/, () => 'originCep: deve ser um CEP de 8 dígitos'],
  [
    /^X-Tenant-Id must be a uuid taken from lojas\[\]\.id$/,
    () => 'O X-Tenant-Id deve ser um uuid tirado de lojas[].id',
  ],
  [
    /^valorDeclarado and declaredValueCents disagree; send one of them$/,
    () => 'valorDeclarado e declaredValueCents não conferem; envie só um deles',
  ],
  [
    /^originCountryCode: the service ships from Brazil only \(BR\)$/,
    () => 'originCountryCode: o serviço só envia a partir do Brasil (BR)',
  ],
  [
    /^destinationCountryCode: (.+) is outside Brazil; quote it with (.+)$/,
    (country, route) => `destinationCountryCode: ${country} fica fora do Brasil; cote com ${route}`,
  ],
  [
    /^destinationCountryCode: send the foreign destination country \(ISO 3166-1 alpha-2\); for Brazil use (.+)$/,
    (route) =>
      `destinationCountryCode: envie o país de destino estrangeiro (ISO 3166-1 alfa-2); para o Brasil use ${route}`,
  ],
  [
    /^destinationCountryCode: must be a 2-letter country code \(ISO 3166-1 alpha-2\)$/,
    () => 'destinationCountryCode: deve ser um código de país de 2 letras (ISO 3166-1 alfa-2)',
  ],
  // A shipment that does not match its quote: one line per field (routes/shipments, quote-facts).
  [
    /^(carrierId|serviceLevelId) differs from the quote option \(quoted (.+), sent (.+)\); use the option's \1$/,
    (field, quoted, sent) =>
      `${field} difere da opção cotada (cotado ${quoted}, enviado ${sent}); use o ${field} da opção`,
  ],
  [
    /^(.+) differs from the quote \(quoted (.+), sent (.+)\); request a new quote$/,
    (field, quoted, sent) =>
      `${field} difere da cotação (cotado ${nothing(quoted)}, enviado ${nothing(sent)}); peça uma nova cotação`,
  ],
  [/^Account (.+) not found$/, (id) => `Conta ${id} não encontrada`],
  [/^File (.+) not found$/, (file) => `Arquivo ${file} não encontrado`],
  [/^Cannot (\S+) (.+)$/, (method, path) => `Esta rota não existe: ${method} ${path}`],
  [
    /^Too many requests; retry after the time in Retry-After$/,
    () => 'Pedidos demais; tente de novo depois do tempo em Retry-After',
  ],
  [
    /^The service is temporarily unavailable; retry after the time in Retry-After$/,
    () => 'O serviço está temporariamente indisponível; tente de novo depois do tempo em Retry-After',
  ],
  [/^Malformed JSON body: (.+)$/, (why) => `O corpo do pedido não é um JSON válido: ${why}`],
  [/^URI is longer than (.+) characters$/, (n) => `O endereço do pedido passa de ${n} caracteres`],
  [/^Request body is larger than (.+)$/, (size) => `O corpo do pedido passa de ${size}`],
  [/^Send the body as application\/json$/, () => 'Envie o corpo como application/json'],
  [/^Content-Length does not match the body$/, () => 'O Content-Length não confere com o corpo'],
  [/^Internal server error$/, () => 'Erro interno do servidor'],
  // A quote's options a carrier refuses (pricing.ts) and what the request asked that no service has.
  [
    /^(.+) accepts up to (\S+) kg; this parcel weighs (\S+) kg \(greater of real and cubic weight\)$/,
    (service, max, weighs) =>
      `${service} leva até ${decimal(max)} kg; este volume pesa ${decimal(weighs)} kg (o maior entre o peso real e o cúbico)`,
  ],
  [
    /^(.+) accepts sides up to (\S+) cm; this parcel has a (\S+) cm side$/,
    (service, max, side) =>
      `${service} leva lados de até ${decimal(max)} cm; este volume tem um lado de ${decimal(side)} cm`,
  ],
  [
    /^(.+) accepts up to (\S+) cm adding the dimensions; this parcel adds up to (\S+) cm$/,
    (service, max, sum) =>
      `${service} leva até ${decimal(max)} cm somando as medidas; as deste volume somam ${decimal(sum)} cm`,
  ],
  [
    /^No service of this route matches services, serviceLevelId, carrierId or carrierSlug$/,
    () => 'Nenhum serviço desta rota corresponde a services, serviceLevelId, carrierId ou carrierSlug',
  ],
  [
    /^Additional service (.+) is not offered; known: (.+)$/,
    (code, known) => `O serviço adicional ${code} não é oferecido; os oferecidos: ${known}`,
  ],
  [
    /^The sandbox admin surface answers only local tools \(loopback, no browser Origin\)$/,
    () => 'A área de administração do simulador só atende ferramentas locais (loopback, sem Origin de navegador)',
  ],
];

/** A number as Brazilians write it: 12,5 (the sandbox's English writes 12.5). */
const decimal = (value: string) => value.replace('.', ',');

/** quote-facts says a field that was not sent as "nothing". */
const nothing = (value: string) => (value === 'nothing' ? 'nada' : value);

/** The request's language for messages: English only when Accept-Language prefers it. */
export function messageLanguage(acceptLanguage: string | undefined): 'pt-BR' | 'en' {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q) };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q);
  const first = tags.find((t) => t.tag.startsWith('pt') || t.tag.startsWith('en'));
  return first?.tag.startsWith('en') ? 'en' : 'pt-BR';
}

function portugueseLine(line: string): string {
  for (const [pattern, say] of RULES) {
    const match = pattern.exec(line);
    if (match) return say(...match.slice(1));
  }
  return line;
}

/** One sentence of the sandbox's (a DACE's reason, say) in the language asked for. */
export function speakLine(line: string, language: 'pt-BR' | 'en'): string {
  return language === 'en' ? line : portugueseLine(line);
}

/** The message in the language asked for (pt-BR lines for what is listed; the rest unchanged). */
export function speak(message: ErrorMessage, language: 'pt-BR' | 'en'): ErrorMessage {
  if (language === 'en') return message;
  return Array.isArray(message) ? message.map(portugueseLine) : portugueseLine(message);
}
