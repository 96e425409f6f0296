import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@portal/domain';
import { catalogues, t, titleIn, tVerbatim } from './index.ts';

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

  it('puts addresses and passwords in as they are, the other values isolated in Arabic', () => {
    const params = { name: 'Sara', brand: 'Desert Rose', code: 10042 };
    expect(tVerbatim('ar', 'mail.subAgent.password', params, { password: 'Ab#12 cd' })).toBe(
      'كلمة المرور: Ab#12 cd',
    );
    expect(tVerbatim('ar', 'mail.welcome.opened', { ...params, company: 'Oasis' }, {})).toBe(
      'أنشأت \u2068Desert Rose\u2069 حساب وكيل لشركة \u2068Oasis\u2069. رمز الوكيل الخاص بكم هو \u206810042\u2069.',
    );
    expect(tVerbatim('en', 'mail.approved.signIn', {}, { url: 'https://portal.example/login' })).toBe(
      'You can now sign in at https://portal.example/login',
    );
  });

  it('translates travellers’ titles, leaving an unknown one as given', () => {
    expect(titleIn('ar', 'Mr')).toBe('السيد');
    expect(titleIn('en', 'Mrs')).toBe('Mrs');
    expect(titleIn('ar', 'Dr')).toBe('Dr');
  });
});
