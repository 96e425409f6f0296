import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@portal/domain';
import { catalogues, t, titleIn } from './index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('server message catalogues', () => {
  it('has every English text in every language, with the same placeholders', () => {
    const keys = Object.keys(catalogues.en).sort();
    for (const language of LANGUAGES) {
      const catalogue = catalogues[language];
      expect(Object.keys(catalogue).sort(), language).toEqual(keys);
      for (const key of keys) {
        const text = catalogue[key as keyof typeof catalogue];
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(
          placeholders(catalogues.en[key as keyof typeof catalogues.en]),
        );
      }
    }
  });

  it('has Arabic letters in every Arabic text', () => {
    for (const [key, text] of Object.entries(catalogues.ar))
      expect(/[\u0600-\u06ff]/.test(text), key).toBe(true);
  });

  it('fills placeholders; Arabic values and every value of an Arabic text are bidi-isolated', () => {
    expect(t('en', 'doc.page', { page: 2, pages: 3 })).toBe('Page 2 of 3');
    expect(t('en', 'mail.greeting', { name: 'Sara' })).toBe('Dear Sara,');
    expect(t('en', 'mail.greeting', { name: 'محمد' })).toBe('Dear \u2068محمد\u2069,');
    expect(t('ar', 'doc.page', { page: 2, pages: 3 })).toBe('صفحة \u20682\u2069 من \u20683\u2069');
    expect(t('en', 'doc.tel')).toBe('Tel {phones}');
  });

  it('translates travellers’ titles, leaving an unknown one as given', () => {
    expect(titleIn('ar', 'Mr')).toBe('السيد');
    expect(titleIn('en', 'Mrs')).toBe('Mrs');
    expect(titleIn('ar', 'Dr')).toBe('Dr');
  });
});
