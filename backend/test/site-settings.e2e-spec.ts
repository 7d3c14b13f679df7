import { createTestApp, type TestApp } from './create-test-app';
import { bearer } from './factories';
import { describeAdminOnly, expectDetail, expectFieldError } from './catalogue-helpers';
import { AuditEntry } from '../src/audit/audit-entry.entity';
import { Package } from '../src/promotion-plans/package.entity';
import { QrCode } from '../src/wallet/qr-code.entity';

const ADMIN = '/api/admin/ra/site-settings/1';
const PUBLIC = '/api/site-settings';
const SETUP = '/api/admin/dashboard/setup';

const UNSET = {
  supportEmail: null,
  supportPhone: null,
  xUrl: null,
  instagramUrl: null,
  facebookUrl: null,
  telegramUrl: null,
  legalEntityName: null,
  grievanceOfficerName: null,
  grievanceOfficerEmail: null,
  grievanceOfficerAddress: null,
  grievanceOfficerPhone: null,
  dataProtectionEmail: null,
  jurisdiction: null,
  businessAddress: null,
  gstin: null,
  sac: '998365',
  gstRatePercent: 18,
  pricesIncludeTax: true,
};

/** The site settings (docs/admin-guide.md, "Site settings") and the dashboard's list of what is left to set up. */
describe('site settings and what is left to set up', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  const save = (body: object) => t.http.put(ADMIN).set(admin).send(body);

  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(t.adminToken);
  });
  afterEach(() => save(UNSET).expect(200));
  afterAll(() => t.close());

  describeAdminOnly(
    () => t,
    [
      ['get', ADMIN],
      ['put', ADMIN],
      ['get', SETUP],
    ],
  );

  it('starts with nothing set: the public answer is empty, no placeholder', async () => {
    expect((await t.http.get(ADMIN).set(admin).expect(200)).body).toEqual({ id: 1, ...UNSET });
    expect((await t.http.get(PUBLIC).expect(200)).body).toEqual({});
  });

  it('an admin sets contact details and profiles; the public answer shows them at once (its kept copy dropped), and only those set', async () => {
    const before = await t.http.get(PUBLIC).expect(200);
    expect(before.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const saved = await save({ supportEmail: ' help@bazaar.in ', supportPhone: '098765 43210', instagramUrl: 'https://www.instagram.com/bazaar.in', telegramUrl: '' }).expect(200);
    expect(saved.body).toEqual({ ...UNSET, id: 1, supportEmail: 'help@bazaar.in', supportPhone: '+919876543210', instagramUrl: 'https://www.instagram.com/bazaar.in' });
    expect((await t.http.get(PUBLIC).expect(200)).body).toEqual({ supportEmail: 'help@bazaar.in', supportPhone: '+919876543210', instagramUrl: 'https://www.instagram.com/bazaar.in' });
    // Unset again (null and an empty text alike): gone from the public answer.
    await save({ supportEmail: null, instagramUrl: '  ' }).expect(200);
    expect((await t.http.get(PUBLIC).expect(200)).body).toEqual({ supportPhone: '+919876543210' });
  });

  it.each([
    ['gstin', '27AAPFU0939F1ZX'],
    ['gstin', '99AAPFU0939F1ZV'],
    ['gstin', 'not a gstin'],
    ['sac', '99-83'],
    ['gstRatePercent', 7],
    ['gstRatePercent', '18'],
    ['pricesIncludeTax', 'yes'],
    ['supportEmail', 'not-an-address'],
    ['supportEmail', `${'a'.repeat(250)}@example.com`],
    ['supportEmail', 42],
    ['supportPhone', '12345'],
    ['supportPhone', '+1 415 555 0100'],
    ['supportPhone', 9876543210],
    ['xUrl', 'https://x.com/'],
    ['xUrl', 'http://x.com/bazaar'],
    ['xUrl', 'https://evil.example/x.com/bazaar'],
    ['xUrl', 'https://x.com.evil.example/bazaar'],
    ['instagramUrl', 'https://www.facebook.com/bazaar'],
    ['facebookUrl', `https://www.facebook.com/${'b'.repeat(200)}`],
    ['telegramUrl', 'javascript:alert(1)//t.me/x'],
    ['telegramUrl', 'https://user:pass@t.me/bazaar'],
    ['legalEntityName', 'x'.repeat(201)],
    ['grievanceOfficerName', { name: 'x' }],
    ['grievanceOfficerEmail', 'officer at bazaar'],
    ['grievanceOfficerAddress', 'x'.repeat(501)],
    ['grievanceOfficerAddress', ['Floor 2', 'Mumbai']],
    ['grievanceOfficerPhone', '12345'],
    ['grievanceOfficerPhone', '+44 20 7946 0958'],
    ['dataProtectionEmail', 'privacy at bazaar'],
    ['dataProtectionEmail', `${'p'.repeat(250)}@example.com`],
    ['jurisdiction', 'x'.repeat(101)],
    ['jurisdiction', 7],
  ])('refuses %s = %j with 400 naming the field, and changes nothing', async (field, value) => {
    await save({ supportEmail: 'help@bazaar.in' }).expect(200);
    // A valid field sent with it is not saved either (unless it is the field under test).
    expectFieldError(await save({ supportPhone: '9876543210', [field]: value }), field);
    expect((await t.http.get(ADMIN).set(admin).expect(200)).body).toEqual({ ...UNSET, id: 1, supportEmail: 'help@bazaar.in' });
  });

  it('keeps what the legal pages name (IT Rules 2021 rule 3(2), DPDP Act): the address by lines, the phone as +91 and ten digits', async () => {
    const legal = {
      legalEntityName: 'Bazaar Classifieds Pvt Ltd',
      grievanceOfficerName: 'Asha Rao',
      grievanceOfficerEmail: 'grievance@bazaar.in',
      dataProtectionEmail: ' privacy@bazaar.in ',
      jurisdiction: ' Mumbai, Maharashtra ',
    };
    const saved = await save({ ...legal, grievanceOfficerAddress: '  Floor 2, Example House \r\n\r\n 12 MG Road\nMumbai 400001  ', grievanceOfficerPhone: '022-2345 6789' }).expect(200);
    const stored = {
      ...legal,
      dataProtectionEmail: 'privacy@bazaar.in',
      jurisdiction: 'Mumbai, Maharashtra',
      grievanceOfficerAddress: 'Floor 2, Example House\n12 MG Road\nMumbai 400001',
      grievanceOfficerPhone: '+912223456789',
    };
    expect(saved.body).toEqual({ ...UNSET, id: 1, ...stored });
    expect((await t.http.get(PUBLIC).expect(200)).body).toEqual(stored);
    // Blank lines only: unset, as an empty text.
    await save({ grievanceOfficerAddress: ' \n \n', grievanceOfficerPhone: '', jurisdiction: null }).expect(200);
    const { grievanceOfficerAddress: _address, grievanceOfficerPhone: _phone, jurisdiction: _jurisdiction, ...left } = stored;
    expect((await t.http.get(PUBLIC).expect(200)).body).toEqual(left);
  });

  it('refuses unknown fields and any record but 1', async () => {
    expectDetail(await save({ footerHtml: '<b>hi</b>' }), 400);
    expectDetail(await t.http.get('/api/admin/ra/site-settings/2').set(admin), 404);
    expectDetail(await t.http.put('/api/admin/ra/site-settings/2').set(admin).send({ supportEmail: 'help@bazaar.in' }), 404);
  });

  it('writes each change to the audit log, before and after', async () => {
    await save({ xUrl: 'https://x.com/bazaar_in' }).expect(200);
    const entry = await t.dataSource.getRepository(AuditEntry).findOne({ where: { kind: 'site-settings' }, order: { id: 'DESC' } });
    expect(entry).toMatchObject({ action: expect.any(String), targetId: 1 });
    expect(JSON.parse(entry!.before!)).toEqual({ xUrl: null });
    expect(JSON.parse(entry!.after!)).toEqual({ xUrl: 'https://x.com/bazaar_in' });
  });

  it('the dashboard lists what is left to set up, each step gone when done', async () => {
    const qrCodes = t.dataSource.getRepository(QrCode);
    const packages = t.dataSource.getRepository(Package);
    const onSale = await packages.findBy({ active: true });
    await qrCodes.createQueryBuilder().update().set({ isActive: false }).execute();
    await packages.createQueryBuilder().update().set({ active: false }).execute();
    try {
      expect((await t.http.get(SETUP).set(admin).expect(200)).body).toEqual({ left: ['activeQrCode', 'packages', 'contactDetails', 'grievanceOfficer'] });
      await t.http.post('/api/admin/transaction/create-qr-code').set(admin).send({ upiId: 'setup.shop@okaxis', payeeName: 'Setup Shop', isActive: true }).expect(201);
      expect((await t.http.get(SETUP).set(admin).expect(200)).body).toEqual({ left: ['packages', 'contactDetails', 'grievanceOfficer'] });
      await packages.update({ id: onSale[0].id }, { active: true });
      await save({ supportPhone: '+91 98765 43210' }).expect(200);
      expect((await t.http.get(SETUP).set(admin).expect(200)).body).toEqual({ left: ['grievanceOfficer'] });
      // The grievance officer needs a name and an e-mail (IT Rules 2021, rule 3(2)): one of them is not enough.
      await save({ grievanceOfficerName: 'Asha Rao' }).expect(200);
      expect((await t.http.get(SETUP).set(admin).expect(200)).body).toEqual({ left: ['grievanceOfficer'] });
      await save({ grievanceOfficerEmail: 'grievance@bazaar.in' }).expect(200);
      expect((await t.http.get(SETUP).set(admin).expect(200)).body).toEqual({ left: [] });
    } finally {
      await Promise.all(onSale.map(({ id }) => packages.update({ id }, { active: true })));
    }
  });
});
