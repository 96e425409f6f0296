import { describe, expect, it } from 'vitest';
import {
  BOTH_REQUIRED_MESSAGE,
  checkCertificateFile,
  checkCertificatePair,
  INVALID_FILE_MESSAGE,
  isPdfOrImage,
  MAX_CERTIFICATE_BYTES,
  TOO_LARGE_MESSAGE,
  uploadFailureText,
} from './certificate-files';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('isPdfOrImage', () => {
  it('accepts PDFs and images by MIME type', () => {
    expect(isPdfOrImage(file('licence.pdf', 'application/pdf'))).toBe(true);
    expect(isPdfOrImage(file('licence.jpg', 'image/jpeg'))).toBe(true);
    expect(isPdfOrImage(file('licence.png', 'IMAGE/PNG'))).toBe(true);
  });

  it('rejects other types even with a document-like name', () => {
    expect(isPdfOrImage(file('licence.pdf', 'application/msword'))).toBe(false);
    expect(
      isPdfOrImage(
        file('licence.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      ),
    ).toBe(false);
  });

  it('falls back to the extension when the browser gives no type', () => {
    expect(isPdfOrImage(file('SCAN.JPEG', ''))).toBe(true);
    expect(isPdfOrImage(file('scan.pdf', ''))).toBe(true);
    expect(isPdfOrImage(file('scan.exe', ''))).toBe(false);
    expect(isPdfOrImage(file('noextension', ''))).toBe(false);
  });
});

describe('checkCertificateFile', () => {
  it('gives the spec text for a wrong type', () => {
    expect(checkCertificateFile(file('a.txt', 'text/plain'))).toBe(INVALID_FILE_MESSAGE);
    expect(INVALID_FILE_MESSAGE).toBe('Please upload a valid JPG or PDF file.');
  });

  it('allows exactly 5 MB and refuses one byte more', () => {
    expect(checkCertificateFile(file('a.pdf', 'application/pdf', MAX_CERTIFICATE_BYTES))).toBeNull();
    expect(checkCertificateFile(file('a.pdf', 'application/pdf', MAX_CERTIFICATE_BYTES + 1))).toBe(
      TOO_LARGE_MESSAGE,
    );
  });
});

describe('checkCertificatePair', () => {
  const pdf = file('a.pdf', 'application/pdf');
  it('needs both documents', () => {
    expect(checkCertificatePair(pdf, null)).toBe('Please upload both documents');
    expect(checkCertificatePair(null, pdf)).toBe(BOTH_REQUIRED_MESSAGE);
    expect(checkCertificatePair(null, null)).toBe(BOTH_REQUIRED_MESSAGE);
  });

  it('checks each file', () => {
    expect(checkCertificatePair(pdf, file('b.zip', 'application/zip'))).toBe(INVALID_FILE_MESSAGE);
    expect(checkCertificatePair(pdf, file('b.jpg', 'image/jpeg'))).toBeNull();
  });
});

describe('uploadFailureText', () => {
  it('quotes the server message when there is one', () => {
    expect(uploadFailureText('File too large')).toBe('File upload failed: File too large');
  });
  it('falls back to the generic text', () => {
    expect(uploadFailureText('')).toBe('File upload failed. Please try again.');
    expect(uploadFailureText(null)).toBe('File upload failed. Please try again.');
  });
});
