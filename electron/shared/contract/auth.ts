// Spec 2.1–2.4: login and token refresh.
import { z } from 'zod';
import { rule } from './rules';
import { email, uuid } from './primitives';
import { displayText } from './tolerant';

/** 2.1 Login request. The password keeps the spec's name, `senha`, on the wire. */
export const loginDtoSchema = z.strictObject({
  email: email(),
  // Not text(): a password is the operator's own secret, compared by the server as typed.
  senha: z.string().min(1, { error: rule('required') }),
});
export type LoginDto = z.infer<typeof loginDtoSchema>;

/**
 * One element of `lojas`: its `id` is what later goes in X-Tenant-Id. Other fields are not
 * shown, so a name that is null or "" reads as no name (the screen shows the id instead).
 */
export const storeSummarySchema = z.looseObject({
  id: uuid(),
  name: displayText(),
});
export type StoreSummary = z.infer<typeof storeSummarySchema>;

/** The tokens of a session, as login (2.2) and refresh (2.4) answer them. */
const sessionTokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  tokenType: z.string(),
  userId: uuid(),
});

/** 2.2 Login session response: the tokens and the lojas (refresh does not send them: the store list does not change). */
export const loginSessionResponseSchema = sessionTokensSchema.extend({ lojas: z.array(storeSummarySchema) });
export type LoginSessionResponse = z.infer<typeof loginSessionResponseSchema>;

/** 2.3 Refresh request: only the most recent refresh token is accepted by the server. */
export const refreshTokenDtoSchema = z.object({
  token: z.string().min(32, { error: rule('refreshToken') }),
});
export type RefreshTokenDto = z.infer<typeof refreshTokenDtoSchema>;

/** 2.4 Refresh response: the session's tokens (login answers them too, with its `lojas`). */
export const refreshSessionResponseSchema = sessionTokensSchema;
export type RefreshSessionResponse = z.infer<typeof refreshSessionResponseSchema>;
