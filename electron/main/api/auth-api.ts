// 4.1 and 4.2: the two calls without a bearer token. Only the session uses them; their
// responses hold the tokens, so nothing here logs a body. Neither moves money, so the HTTP client
// sends them again after a gateway's page, a dropped connection or a timeout (http.ts Again 'free').
import { z } from 'zod';
import {
  loginDtoSchema,
  loginSessionResponseSchema,
  refreshSessionResponseSchema,
  type LoginDto,
  type LoginSessionResponse,
  type RefreshSessionResponse,
} from '../../shared/contract';
import type { Http } from './http-types';

export interface AuthApi {
  login(dto: LoginDto): Promise<LoginSessionResponse>;
  refresh(refreshToken: string): Promise<RefreshSessionResponse>;
}

// Not refreshTokenDtoSchema: a stored token the server would refuse must reach the server and
// be refused there, which is what ends the session cleanly instead of a local error loop.
const refreshBody = z.object({ token: z.string() });

export function createAuthApi(http: Http): AuthApi {
  return {
    login: (dto) =>
      http.request({
        method: 'post',
        path: '/api/v1/auth/login',
        body: { schema: loginDtoSchema, value: dto },
        schema: loginSessionResponseSchema,
        again: 'free',
      }),
    refresh: (token) =>
      http.request({
        method: 'post',
        path: '/api/v1/auth/refresh',
        body: { schema: refreshBody, value: { token } },
        schema: refreshSessionResponseSchema,
        again: 'free',
      }),
  };
}
