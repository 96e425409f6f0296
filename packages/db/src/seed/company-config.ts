/** Company configuration shipped with the product (spec section 1). Images live in the web app's public folder. */
export const COMPANY_CONFIG = {
  companyName: 'Desert Rose Tourism LLC',
  companyShortName: 'Desert Rose',
  companyShortCode: 'DRT',
  isApiIntegrated: true,
  apiDocumentationUrl: 'https://docs.desertrose.example/b2b-api',
  contactEmail: 'support@desertrose.example',
  enquiryEmail: 'enquiry@desertrose.example',
  postalAddress:
    'Office 1204, Bay Square Building 7, Business Bay, PO Box 123456, Dubai, United Arab Emirates',
  phoneNumbers: ['+971 4 123 4567', '+971 50 765 4321'],
  whatsappNumber: '+971 50 765 4321',
  socialLinks: {
    facebook: 'https://www.facebook.com/desertrose.example',
    instagram: 'https://www.instagram.com/desertrose.example',
    linkedin: 'https://www.linkedin.com/company/desertrose-example',
  },
  licenceNumber: '671267',
  /** VAT registration number (UAE FTA, 15 digits) printed on tax invoices. */
  trn: '100394857200003',
  logo: '/brand/logo.svg',
  favicon: '/brand/favicon.svg',
  loginBanner: '/brand/login-banner.svg',
  signupBanner: '/brand/signup-banner.svg',
  appStoreUrl: 'https://play.google.com/store/apps/details?id=example.desertrose.b2b',
  bnplProvider: 'tabby',
  /** The digits of numbers, money and dates in Arabic (issue 35): Western (latn) or Arabic-Indic (arab). */
  arabicDigits: 'latn' as 'latn' | 'arab',
  /** Default chat numbers per footer module (spec section 2.1); agents may carry their own. */
  whatsappDetails: {
    hotels: { phoneNumber: '+971 50 111 2201' },
    quotations: { phoneNumber: '+971 50 111 2202' },
    attractions: { phoneNumber: '+971 50 111 2203' },
    visas: { phoneNumber: '+971 50 111 2204' },
    a2as: { phoneNumber: '+971 50 111 2205' },
    general: { phoneNumber: '+971 50 111 2200' },
  },
} as const;

export type CompanyConfig = typeof COMPANY_CONFIG;
