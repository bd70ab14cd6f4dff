import { describe, expect, it } from 'vitest';
import {
  loginDtoSchema,
  loginSessionResponseSchema,
  refreshSessionResponseSchema,
  refreshTokenDtoSchema,
} from '../../../electron/shared/contract';
import { ID, loginDto } from './fixtures';
import { issuesOf, parsed } from './helpers';

const tokens = () => ({ accessToken: 'a.b.c', refreshToken: 'r'.repeat(40), tokenType: 'Bearer', userId: ID.user });

describe('login', () => {
  it('sends an e-mail and a non-empty senha', () => {
    expect(issuesOf(loginDtoSchema, loginDto())).toEqual([]);
    expect(issuesOf(loginDtoSchema, { ...loginDto(), senha: '' })).toEqual(['senha: is required']);
    expect(issuesOf(loginDtoSchema, { ...loginDto(), email: 'operador' })).toEqual([
      'email: must be a valid e-mail address',
    ]);
  });

  it('returns tokens and the stores, each with a uuid id and maybe a name', () => {
    const session = { ...tokens(), lojas: [{ id: ID.loja, name: 'Loja Centro', plan: 'pro' }, { id: ID.loja }] };
    const result = parsed(loginSessionResponseSchema, session);
    expect(result.lojas[0]).toEqual({ id: ID.loja, name: 'Loja Centro', plan: 'pro' });
    expect(issuesOf(loginSessionResponseSchema, { ...tokens(), lojas: [{ name: 'Sem id' }] })).toEqual([
      'lojas[0].id: is required',
    ]);
    expect(issuesOf(loginSessionResponseSchema, tokens())).toEqual(['lojas: is required']);
  });
});

describe('refresh', () => {
  it('sends a token of at least 32 characters', () => {
    expect(issuesOf(refreshTokenDtoSchema, { token: 'r'.repeat(32) })).toEqual([]);
    expect(issuesOf(refreshTokenDtoSchema, { token: 'r'.repeat(31) })).toEqual([
      'token: must be the latest refresh token (at least 32 characters)',
    ]);
  });

  it('returns the four token fields and no stores', () => {
    expect(parsed(refreshSessionResponseSchema, { ...tokens(), lojas: [] })).toEqual(tokens());
    expect(issuesOf(refreshSessionResponseSchema, { ...tokens(), userId: 'u1' })).toEqual(['userId: must be a UUID']);
  });
});
