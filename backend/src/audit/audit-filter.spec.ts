import { BadRequestException } from '@nestjs/common';
import { parseAuditFilter } from './audit-filter';

describe('the Audit log filter', () => {
  it('reads days as India days, `to` included whole', () => {
    expect(parseAuditFilter({ from: '2026-11-24', to: '2026-11-24' })).toEqual({
      adminId: undefined,
      kind: undefined,
      from: new Date('2026-11-23T18:30:00.000Z'),
      until: new Date('2026-11-24T18:30:00.000Z'),
    });
  });

  it('takes an admin id, a known kind and ISO date-times', () => {
    expect(parseAuditFilter({ adminId: 3, kind: 'payment', from: '2026-11-24T10:00:00Z' })).toMatchObject({ adminId: 3, kind: 'payment', from: new Date('2026-11-24T10:00:00Z') });
  });

  it('refuses an unknown kind, a bad admin id and a date that does not exist, naming the field', () => {
    for (const [filter, field] of [
      [{ kind: 'wallet' }, 'kind'],
      [{ adminId: 'me' }, 'adminId'],
      [{ from: '2026-02-30' }, 'from'],
      [{ to: 'yesterday' }, 'to'],
      [{ to: 20261124 }, 'to'],
    ] as const) {
      try {
        parseAuditFilter(filter);
        throw new Error(`accepted ${JSON.stringify(filter)}`);
      } catch (error) {
        expect(error).toBeInstanceOf(BadRequestException);
        expect((error as BadRequestException).getResponse()).toMatchObject({ errors: { [field]: expect.any(String) } });
      }
    }
  });
});
