// What never reaches a log file: tokens, passwords, CPF/CNPJ, e-mail addresses and phone numbers.
// Two nets, because either alone leaks: by key name (a field called `senha` is hidden whatever it
// holds) and by value pattern (a server message that echoes a CPF is scrubbed wherever it sits).
// Known secrets (the live tokens) are also replaced by exact value.

export const REDACTED = '[redacted]';

const SENSITIVE_KEY =
  /token|authorization|senha|password|passwd|secret|cookie|^key$|-key$|apikey|cpf|cnpj|e-?mail|phone|telefone|celular|whatsapp/i;

const UUID_INSIDE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

// Digit patterns refuse to start or end inside a longer word or number, so ids, UUIDs, CEPs,
// tracking codes (AA123456789BR), timestamps and 44-digit keys stay readable.
const VALUE_PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(Bearer|Basic)\s+[^\s"',;]+/gi, `$1 ${REDACTED}`],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g, REDACTED],
  // CNPJ: 14 digits, or 00.000.000/0000-00.
  [/(?<![\w-])\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}(?!\w)/g, REDACTED],
  // CPF: 11 digits, or 000.000.000-00.
  [/(?<![\w-])\d{3}\.?\d{3}\.?\d{3}-?\d{2}(?!\w)/g, REDACTED],
  // Brazilian phones: (11) 98765-4321, 11 3333-4444, +55 11 98765 4321, 1198765432.
  [/(?<![\w-])(?:\+?55[\s-]?)?\(?\d{2}\)?[\s-]?9?\d{4}[\s-]?\d{4}(?!\w)/g, REDACTED],
  // International numbers written with a plus.
  [/\+\d[\d\s()-]{7,18}\d/g, REDACTED],
  // Signed or tokenised query parameters of temporary download addresses.
  [/([?&](?:sig|signature|token|access_token|key|auth|x-amz-signature|x-amz-credential)=)[^&\s"']+/gi, `$1${REDACTED}`],
];

// Opaque tokens: 32+ characters of token alphabet mixing letters and digits. Anything holding a
// UUID is an id (ours or the server's), which a log must keep to be of any use.
const OPAQUE = /[A-Za-z0-9_~+=-]{32,}/g;
const looksOpaque = (text: string): boolean => /[A-Za-z]/.test(text) && /\d/.test(text) && !UUID_INSIDE.test(text);

/** Scrubs one string: known secrets first (exact), then the patterns. */
export function redactText(text: string, secrets: ReadonlySet<string> = new Set()): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length >= 8 && out.includes(secret)) out = out.split(secret).join(REDACTED);
  }
  for (const [pattern, replacement] of VALUE_PATTERNS) out = out.replace(pattern, replacement);
  return out.replace(OPAQUE, (match) => (looksOpaque(match) ? REDACTED : match));
}

export const isSensitiveKey = (key: string): boolean => SENSITIVE_KEY.test(key);

/** A copy of any value safe to write down: sensitive keys hidden, every string scrubbed. */
export function redact(value: unknown, secrets: ReadonlySet<string> = new Set(), depth = 0): unknown {
  if (typeof value === 'string') return redactText(value, secrets);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 6) return '[…]';
  if (value instanceof Error) {
    const kind = (value as { kind?: unknown }).kind;
    return {
      name: value.name,
      message: redactText(value.message, secrets),
      ...(typeof kind === 'string' ? { kind } : {}),
      ...(value.stack ? { stack: redactText(value.stack, secrets) } : {}),
    };
  }
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => redact(item, secrets, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = isSensitiveKey(key) && item !== null && item !== undefined ? REDACTED : redact(item, secrets, depth + 1);
  }
  return out;
}
