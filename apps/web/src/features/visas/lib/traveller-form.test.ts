import { describe, expect, it } from 'vitest';
import {
  blankTraveller,
  fileProblem,
  fileProblemText,
  missingDocuments,
  rowErrors,
  travellerFieldKeys,
} from './traveller-form';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('visa traveller form', () => {
  it('names every required document a traveller lacks, before anything is created', () => {
    const first = { ...blankTraveller('ADT'), files: { passportFistPagePhoto: file('a.png') } };
    const second = blankTraveller('CHD');
    const missing = missingDocuments([first, second], (i) => (i === 1 ? { passportSizePhoto: true } : {}));
    expect(missing).toEqual({
      'travellers.0.passportLastPagePhoto': 'Attach the passport last page',
      'travellers.0.passportSizePhoto': 'Attach the passport-size photo',
      'travellers.1.passportFistPagePhoto': 'Attach the passport first page',
      'travellers.1.passportLastPagePhoto': 'Attach the passport last page',
    });
  });

  it('hands each row its own messages and knows every field the API names', () => {
    expect(
      rowErrors({ 'travellers.1.firstName': 'Enter the first name', 'travellers.0.email': 'x' }, 1),
    ).toEqual({
      firstName: 'Enter the first name',
    });
    expect(travellerFieldKeys(2)).toContain('travellers.1.dateOfBirth');
    expect(travellerFieldKeys(2)).toContain('travellers.0.passportSizePhoto');
  });
});

describe('a document file checked in the browser (issue 35)', () => {
  const file = (size: number, type: string) => ({ size, type }) as File;

  it('keeps the problem as a code, said in the reader language where it renders', () => {
    expect(fileProblem(file(6 * 1024 * 1024, 'image/png'))).toBe('tooLarge');
    expect(fileProblem(file(1000, 'text/plain'))).toBe('type');
    expect(fileProblem(file(1000, 'application/pdf'))).toBeNull();
    expect(fileProblemText('tooLarge')).toBe('The file is larger than 5 MB');
    expect(fileProblemText('type')).toBe('Upload a JPG, PNG, WebP or PDF file');
  });
});
