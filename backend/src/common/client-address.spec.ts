import { addressKey } from './client-address';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their first 64 bits, however they are written', () => {
    const key = addressKey('2001:db8:abcd:12::1');
    expect(key).toBe('2001:db8:abcd:12::/64');
    expect(addressKey('2001:0db8:abcd:0012:ffff:ffff:ffff:fffe')).toBe(key);
    expect(addressKey('2001:db8:abcd:12:1:2:3:4%eth0')).toBe(key);
    expect(addressKey('2001:db8:abcd:13::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('turns anything else into a short hash, never the text it was sent', () => {
    const garbage = 'x'.repeat(100_000);
    expect(addressKey(garbage).length).toBeLessThan(40);
    expect(addressKey(garbage)).toBe(addressKey(garbage));
    expect(addressKey(undefined)).toBe('unknown');
  });
});
