import { formatDateTime } from '@portal/domain';
import type { ContactRequest } from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { enqueueMail } from '../../lib/mail.ts';
import { loadCompanyConfig } from '../company/company.service.ts';
import { insertContactMessage } from './contact.repository.ts';

/**
 * Stores a contact-form message and, in the same transaction, queues a mail to the company's
 * enquiry address and an acknowledgement to the sender: either all three are written or none.
 */
export async function submitContactMessage(deps: AppDeps, input: ContactRequest): Promise<string> {
  const receivedAt = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const company = await loadCompanyConfig(tx);
    const id = await insertContactMessage(tx, { ...input, createdAt: receivedAt });
    await enqueueMail(tx, {
      to: company.enquiryEmail,
      subject: `Contact form: message from ${oneLine(input.name)}`,
      text: [
        `A message was sent through the ${company.companyShortName} B2B portal contact page.`,
        '',
        `Name: ${input.name}`,
        `Email: ${input.email}`,
        `Received: ${formatDateTime(receivedAt, { withZone: true })}`,
        `Reference: ${id}`,
        '',
        input.message,
      ].join('\n'),
    });
    await enqueueMail(tx, {
      to: input.email,
      subject: `We received your message - ${company.companyShortName}`,
      text: [
        `Dear ${input.name},`,
        '',
        `Thank you for contacting ${company.companyName}. Our team will reply to you shortly.`,
        '',
        'Your message:',
        input.message,
        '',
        `${company.companyName}`,
        `${company.contactEmail} | ${company.phoneNumbers.join(' | ')}`,
      ].join('\n'),
    });
    return id;
  });
}

/** Mail headers must stay on one line whatever the visitor typed. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ');
}
