import { describe, expect, it } from 'vitest';
import { formatBRL, formatCountdown, parseBRL } from '../../../renderer/src/lib/format';

describe('money and time read the Brazilian way', () => {
  it('formats cents as BRL with thousands dots and decimal comma', () => {
    expect(formatBRL(123456)).toBe('R$ 1.234,56');
    expect(formatBRL(500)).toBe('R$ 5,00');
    expect(formatBRL(0)).toBe('R$ 0,00');
  });

  it('parses what an operator types back into cents', () => {
    expect(parseBRL('R$ 1.234,56')).toBe(123456);
    expect(parseBRL('1234,5')).toBe(123450);
    expect(parseBRL('12.5')).toBe(1250);
    expect(parseBRL('10')).toBe(1000);
    expect(parseBRL('abc')).toBeNull();
    expect(parseBRL('1,2,3')).toBeNull();
  });

  it('counts a quote down as mm:ss and never below zero', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(61.9)).toBe('01:01');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(3725)).toBe('1:02:05');
  });
});
