// The operator's session: tokens in the OS keychain (or memory, said so), single-flight refresh,
// the chosen loja; and its channels.
export { createSession, type Session, type SessionDeps } from './session';
export { sessionHandlers } from './handlers';
export { openKeychainVault, KEYCHAIN_SERVICE, type KeychainOptions, type KeytarLike } from './vault/keychain-vault';
export { createMemoryVault, VaultUnavailableError, type SecretVault } from './vault/secret-vault';
export { createTokenVault, openTokenVault, type TokenVault } from './vault/token-vault';
