import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, newRecoveryCode, normalRecoveryCode, secretBox, stepAt, verifyTotp } from './totp.js';

// RFC 6238 appendix B: the SHA-1 secret is the ASCII string "12345678901234567890".
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));

describe('TOTP', () => {
  it('matches the RFC 6238 test vectors (last 6 of the 8 digits)', () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
    ];
    for (const [seconds, eight] of vectors) {
      expect(hotp(base32Decode(RFC_SECRET), stepAt(new Date(seconds * 1000)), 8)).toBe(eight);
      expect(hotp(base32Decode(RFC_SECRET), stepAt(new Date(seconds * 1000)))).toBe(eight.slice(2));
    }
  });

  it('accepts one step either side of now and never a step at or before the last one used', () => {
    const at = new Date(1111111111 * 1000);
    const step = stepAt(at);
    const code = (offset: number) => hotp(base32Decode(RFC_SECRET), step + offset);
    expect(verifyTotp(RFC_SECRET, code(0), at, null)).toBe(step);
    expect(verifyTotp(RFC_SECRET, code(-1), at, null)).toBe(step - 1);
    expect(verifyTotp(RFC_SECRET, code(1), at, null)).toBe(step + 1);
    expect(verifyTotp(RFC_SECRET, code(2), at, null)).toBeUndefined();
    expect(verifyTotp(RFC_SECRET, code(0), at, step)).toBeUndefined();
    expect(verifyTotp(RFC_SECRET, code(1), at, step)).toBe(step + 1);
    expect(verifyTotp(RFC_SECRET, 'abcdef', at, null)).toBeUndefined();
  });

  it('round-trips base32 as authenticators write it', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 7]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('mzxw 6ytb oi==').toString()).toBe('foobar');
  });

  it('seals secrets so that another key cannot open them', () => {
    const sealed = secretBox('one application secret').seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(secretBox('one application secret').open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => secretBox('another application secret').open(sealed)).toThrow();
  });

  it('makes recovery codes without look-alike characters', () => {
    const codes = Array.from({ length: 200 }, newRecoveryCode);
    for (const code of codes) expect(code).toMatch(/^[a-hj-km-np-z2-9]{5}-[a-hj-km-np-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(200);
    expect(normalRecoveryCode(' AB3CD-EF4GH ')).toBe('ab3cdef4gh');
  });
});
