// Logs: JSON lines in the data folder, with tokens, CPF/CNPJ, e-mail and phone redacted.
export { createLogger, silentLogger, type Logger, type LoggerOptions, type LogLevel } from './logger';
export { redact, redactText, REDACTED } from './redact';
