import { currentLanguage, t } from './i18n';

/**
 * A form check's message in the reader's language. The shared contracts (sign-up, profile, password,
 * agency users, visa travellers) check in the browser with their English messages, which stay verbatim
 * in English; in another language the known ones are translated here, read as the field renders, so a
 * language switch after the check still applies. Messages from the server are not form checks: they
 * stay as sent (ADR 0019).
 */
export function formError(message: string | undefined | null): string | undefined {
  if (!message) return undefined;
  if (currentLanguage() === 'en') return message;
  return exact(message) ?? pattern(message) ?? message;
}

function exact(message: string): string | undefined {
  switch (message) {
    case 'Enter a valid e-mail address':
    case 'Enter a valid e-mail':
      return t('formError.email', 'Enter a valid e-mail address');
    case 'Password is required':
      return t('formError.passwordRequired', 'Password is required');
    case 'Password must be at least 8 characters and contain a letter, a digit and a special character':
      return t(
        'formError.passwordRule',
        'Password must be at least 8 characters and contain a letter, a digit and a special character',
      );
    case 'Password must be at most 128 characters':
      return t('formError.passwordLong', 'Password must be at most 128 characters');
    case 'Passwords do not match':
      return t('formError.passwordsDiffer', 'Passwords do not match');
    case 'Confirm the password':
    case 'Confirm the new password':
      return t('formError.confirmPassword', 'Confirm the password');
    case 'Current password is required':
      return t('formError.currentPassword', 'Current password is required');
    case 'The new password must differ from the current one':
      return t('formError.samePassword', 'The new password must differ from the current one');
    case 'Invalid or expired reset link':
      return t('formError.resetLink', 'Invalid or expired reset link');
    case 'Select a country':
      return t('formError.country', 'Select a country');
    case 'Enter a valid website address':
      return t('formError.website', 'Enter a valid website address');
    case 'Choose a role':
    case 'Choose a role: manager, booker, accountant or viewer':
      return t('formError.role', 'Choose a role');
    case 'Enter the limit in AED':
      return t('formError.limit', 'Enter the limit in AED');
    case 'The limit cannot be negative':
      return t('formError.limitNegative', 'The limit cannot be negative');
    case 'The limit is too high':
      return t('formError.limitHigh', 'The limit is too high');
    case 'At most two decimals':
      return t('formError.decimals', 'At most two decimals');
    case 'Choose a title':
      return t('formError.title', 'Choose a title');
    case 'Enter the first name':
      return t('formError.firstName', 'Enter the first name');
    case 'Enter the last name':
      return t('formError.lastName', 'Enter the last name');
    case 'Enter a valid contact number':
      return t('formError.contactNo', 'Enter a valid contact number');
    case 'Enter the passport number':
      return t('formError.passportNo', 'Enter the passport number');
    case 'Choose a visa type':
      return t('formError.visaType', 'Choose a visa type');
    case 'Choose a nationality':
      return t('formError.nationality', 'Choose a nationality');
    case 'Enter the travel date':
      return t('formError.travelDate', 'Enter the travel date');
    case 'Enter a valid amount':
      return t('formError.amount', 'Enter a valid amount');
    case 'Enter an amount with at most two decimals':
      return t('formError.amountDecimals', 'Enter an amount with at most two decimals');
    case 'The amount must be greater than zero':
      return t('formError.amountPositive', 'The amount must be greater than zero');
    case 'The amount is too large':
      return t('formError.amountLarge', 'The amount is too large');
    case 'Enter the first name in Latin letters (A-Z)':
      return t('visaApply.latinFirst', 'Enter the first name in Latin letters (A-Z)');
    case 'Enter the last name in Latin letters (A-Z)':
      return t('visaApply.latinLast', 'Enter the last name in Latin letters (A-Z)');
    case 'Attach the passport first page':
      return t('visaApply.attachFirst', 'Attach the passport first page');
    case 'Attach the passport last page':
      return t('visaApply.attachLast', 'Attach the passport last page');
    case 'Attach the passport-size photo':
      return t('visaApply.attachPhoto', 'Attach the passport-size photo');
    case 'Attach the supporting document 1':
      return t('visaApply.attachSupport1', 'Attach the supporting document 1');
    case 'Attach the supporting document 2':
      return t('visaApply.attachSupport2', 'Attach the supporting document 2');
    case 'Type the names in Latin letters, as in the passports':
      return t('visaApply.latinProblem', 'Type the names in Latin letters, as in the passports');
    case 'Attach the missing documents marked below':
      return t('visaApply.missingProblem', 'Attach the missing documents marked below');
    case 'Enter the passport number: 5 to 20 letters and digits':
      return t('formError.passportFormat', 'Enter the passport number: 5 to 20 letters and digits');
    case 'Enter a valid date of birth':
      return t('formError.birth', 'Enter a valid date of birth');
    case 'The date of birth must be in the past':
      return t('formError.birthPast', 'The date of birth must be in the past');
    case 'Enter a valid passport expiry date':
      return t('formError.expiry', 'Enter a valid passport expiry date');
    case 'The passport has expired':
      return t('formError.expired', 'The passport has expired');
    case 'At least one adult must travel':
      return t('formError.oneAdult', 'At least one adult must travel');
    // The server's upload checks (apps/api lib/uploads.ts, visas/documents.ts) under a file field.
    case 'The file is larger than 5 MB':
      return t('visaApply.fileLarge', 'The file is larger than 5 MB');
    case 'Upload a JPG, PNG, WebP or PDF file (at most 5 MB)':
      return t('visaApply.fileType', 'Upload a JPG, PNG, WebP or PDF file');
    case 'The file is empty':
      return t('serverError.fileEmpty', 'The file is empty');
    default:
      return undefined;
  }
}

function pattern(message: string): string | undefined {
  const child =
    /^A child must be (\d+) to (\d+) years old on the travel date \(this traveller is (\d+)\)$/.exec(message);
  if (child)
    return t(
      'formError.childAge',
      'A child must be {from} to {to} years old on the travel date (this traveller is {age})',
      {
        from: Number(child[1]),
        to: Number(child[2]),
        age: Number(child[3]),
      },
    );
  const adult = /^An adult must be older than (\d+) on the travel date \(this traveller is (\d+)\)/.exec(
    message,
  );
  if (adult)
    return t(
      'formError.adultAge',
      'An adult must be older than {to} on the travel date (this traveller is {age}); add them as a child',
      {
        to: Number(adult[1]),
        age: Number(adult[2]),
      },
    );
  const valid = /^The passport must be valid at least (\d+) months after the travel date$/.exec(message);
  if (valid)
    return t(
      'formError.passportValid',
      'The passport must be valid at least {months} months after the travel date',
      {
        months: Number(valid[1]),
      },
    );
  if (/ is required$/.test(message)) return t('formError.required', 'This field is required');
  if (/ is too long$/.test(message)) return t('formError.tooLong', 'This text is too long');
  if (/^Enter a valid .*(phone|WhatsApp|telephone) number$/i.test(message))
    return t('formError.phone', 'Enter a valid phone number');
  if (/: day, month and year$/.test(message))
    return t('formError.dateParts', 'Enter the day, month and year');
  if (/ in digits$/.test(message)) return t('formError.dateDigits', 'Enter the date in digits');
  return undefined;
}
