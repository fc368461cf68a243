import { describe, expect, it } from 'vitest';
import { clientAddress } from './client.js';

describe('the address a guest is counted by', () => {
  it('keeps an IPv4 address, and reads one wrapped in IPv6 as IPv4', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('reduces an IPv6 address to its /64 network, however it is written', () => {
    const network = '2001:db8:1:2::/64';
    for (const ip of ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::9', '2001:DB8:0001:0002:aaaa::1', '2001:db8:1:2::', '2001:db8:1:2::1.2.3.4']) {
      expect(clientAddress(ip), ip).toBe(network);
    }
    expect(clientAddress('2001:db8:1:3::1')).not.toBe(network);
    expect(clientAddress('1::2:3:4:5:6:7')).toBe('1:0:2:3::/64');
    expect(clientAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('leaves what is not an address as it came', () => {
    expect(clientAddress('')).toBe('');
    expect(clientAddress('not an address')).toBe('not an address');
  });
});
