import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BankingAmountSchema,
  choiceError,
  fieldLabel,
  fileMoneyMessage,
  formatFieldValue,
  gpsMessage,
  gpsNavMessage,
  groupLabel,
  leaseFileFieldErrors,
  loadLocale,
  message,
  photoMessage,
  purposeOptions,
  setActiveLocale,
} from '../index.ts';

// The lease files', file tool's, GPS and photo words in French once the page's language is French:
// each area registers its French table, which loads with the language (`loadLocale`).
describe('the file, GPS and photo areas in French', () => {
  beforeAll(async () => {
    setActiveLocale('fr-CA');
    await loadLocale();
  });
  afterAll(() => setActiveLocale('en-CA'));

  it.each<[string, () => string, string]>([
    ['files', () => message('files.fileNo.exists'), 'Ce numéro de dossier existe déjà.'],
    ['file-tool', () => message('fileTool.files.title'), 'Dossiers de location'],
    ['file-money', () => fileMoneyMessage('fileTool.banking.payeeName'), 'Bénéficiaire'],
    ['photos', () => photoMessage('photos.field.add'), 'Ajouter une photo'],
    ['gps', () => gpsMessage('gps.count', { count: 1 }), '1 dispositif'],
    ['gps-nav', () => gpsNavMessage('gps.nav'), 'Dispositifs GPS'],
  ])('%s says its words in French', (_, say, french) => {
    expect(say()).toBe(french);
  });

  it('labels a file’s fields, groups and choices in French, and refuses a value in French', () => {
    expect([fieldLabel('firstName'), fieldLabel('outstandingRepairFee'), groupLabel('lessee')]).toEqual([
      'Prénom',
      'Solde impayé',
      'Preneur',
    ]);
    expect(purposeOptions(true).map((option) => option.label)).toEqual(['Études', 'Travail', 'Autre']);
    expect(formatFieldValue('isCanadianCitizen', false)).toBe('Non canadienne');
    expect(choiceError('leaseType', 'LONG')).toBe(
      'Choisissez l’une de ces options\u00a0: Retour sans obligation, Bail ouvert, Bail fermé.',
    );
  });

  it('names the purposes of stay a field offers by their French labels when it refuses one', () => {
    expect(
      leaseFileFieldErrors({ fileNo: 'F-1', lessee: { isCanadianCitizen: true, legalStatus: 'Visitor' } }),
    ).toEqual({
      'lessee.legalStatus': 'Choisissez l’une de ces options\u00a0: Études, Travail, Autre.',
    });
  });

  it('writes a field’s numbers and dates as French does, in the active language', () => {
    expect(formatFieldValue('rate', '5.99')).toBe('5,99\u00a0%');
    expect(formatFieldValue('monthlyPayment', 1234.5)).toBe('1\u00a0234,5');
    expect(formatFieldValue('deliveryDate', '2026-12-02T00:00:00.000Z')).toBe('2 décembre 2026');
  });

  it('says the most a banking record takes as French writes it', () => {
    expect(BankingAmountSchema.safeParse(10_000_000.01).error?.issues[0]?.message).toBe(
      'Entrez un montant d’au plus 10\u00a0000\u00a0000\u00a0$.',
    );
  });
});
