import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_SETTINGS, staffMessageOf } from '@ticino/shared';
import { staffRefusal, staffSaid } from './messages';
import { loginToken, startStrapi, type TestStrapi } from './strapi';

/** « Réglages de paiement » (docs/product.md#payment-settings): the account deposits are paid to, for staff and /cms. */

let app: TestStrapi;
let staff: { Authorization: string };

const COMPLETE = {
  iban: 'CH44 3199 9123 0008 8901 2',
  creditorName: 'Trattoria Ticino',
  street: 'Rue de Lausanne',
  buildingNumber: '12',
  postalCode: '1201',
  town: 'Genève',
  country: 'CH',
  vatNumber: null,
  vatRate: null,
};

beforeAll(async () => {
  app = await startStrapi();
  staff = { Authorization: `Bearer ${await loginToken(app.request)}` };
});

afterAll(async () => {
  await app.stop();
});

const read = async () => (await app.request.get('/api/payment-settings').set(staff).expect(200)).body;

describe('the payment settings', () => {
  it('are for staff alone, never cached, and empty until the owner gives an IBAN', async () => {
    await app.request.get('/api/payment-settings').expect(401);
    await app.request.put('/api/payment-settings').send(COMPLETE).expect(401);
    const answer = await app.request.get('/api/payment-settings').set(staff).expect(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body.data).toEqual(DEFAULT_PAYMENT_SETTINGS);
  });

  it('keep a QR-IBAN and the creditor’s address, the IBAN written compact', async () => {
    const saved = await app.request.put('/api/payment-settings').set(staff).send(COMPLETE).expect(200);
    expect(saved.body).toMatchObject(staffSaid(staffMessageOf('payments.saved')));
    expect(saved.body.data).toEqual({ ...COMPLETE, iban: 'CH4431999123000889012' });
    expect((await read()).data.iban).toBe('CH4431999123000889012');
    const withVat = { ...COMPLETE, country: 'LI', vatNumber: 'CHE-123.456.789 TVA', vatRate: 8.1 };
    expect(
      (await app.request.put('/api/payment-settings').set(staff).send(withVat).expect(200)).body.data,
    ).toMatchObject({
      country: 'LI',
      vatNumber: 'CHE-123.456.789 TVA',
      vatRate: 8.1,
    });
  });

  it('refuse a foreign or mistyped IBAN and a missing address whole, with each reason, changing nothing', async () => {
    const before = (await read()).data;
    const refused = await app.request
      .put('/api/payment-settings')
      .set(staff)
      .send({ ...COMPLETE, iban: 'DE89 3704 0044 0532 0130 00', town: '' })
      .expect(400);
    expect(refused.body).toEqual(
      staffRefusal(staffMessageOf('payments.invalid'), {
        iban: staffMessageOf('payments.ibanCountry'),
        town: staffMessageOf('payments.addressRequired'),
      }),
    );
    await app.request
      .put('/api/payment-settings')
      .set(staff)
      .send({ ...COMPLETE, iban: 'CH44 3199 9123 0008 8901 3' })
      .expect(400);
    expect((await read()).data).toEqual(before);
  });

  it('keep the same rules in /cms', async () => {
    const settings = app.strapi.documents('api::payment-setting.payment-setting');
    const stored = await settings.findFirst();
    const write = (data: Record<string, unknown>) =>
      settings.update({ documentId: stored!.documentId, data: data as never });
    await expect(write({ ...COMPLETE, vatNumber: 'CHE-123.456.789 TVA', vatRate: null })).rejects.toThrow(
      'Indiquez le numéro TVA et le taux ensemble, ou aucun des deux.',
    );
    await write({ ...COMPLETE, iban: '', creditorName: '', street: '', postalCode: '', town: '' });
    expect((await read()).data).toEqual({ ...DEFAULT_PAYMENT_SETTINGS, buildingNumber: '12' });
  });
});
