/**
 * The server's English texts (documents and mails), the reference catalogue: every key here must
 * have its Arabic in ar.ts (the type says so). Placeholders are `{name}`.
 */
export const en = {
  // Every PDF
  'doc.page': 'Page {page} of {pages}',
  'doc.booking': 'Booking',
  'doc.yourReference': 'Your reference',
  'doc.date': 'Date',
  'doc.address': 'Address',
  'doc.phone': 'Phone',
  'doc.email': 'E-mail',
  'doc.name': 'Name',
  'doc.company': 'Company',
  'doc.tel': 'Tel {phones}',
  'doc.trnTel': 'TRN {trn} · Tel {phones}',
  'title.Mr': 'Mr',
  'title.Mrs': 'Mrs',
  'title.Ms': 'Ms',
  'title.Miss': 'Miss',
  'title.Master': 'Master',

  // Hotel voucher
  'voucher.hotel.title': 'Hotel voucher {reference}',
  'voucher.hotel.heading': 'Hotel Voucher',
  'voucher.footer': '{brand} · booking {reference}',
  'voucher.confirmationNo': 'Confirmation no',
  'voucher.toFollow': 'To follow',
  'voucher.hotel': 'Hotel',
  'voucher.checkIn': 'Check-in',
  'voucher.checkOut': 'Check-out',
  'voucher.checkInAt': '{date} from {time}',
  'voucher.checkOutAt': '{date} until {time}',
  'voucher.nights': 'Nights',
  'voucher.room': 'Room',
  'voucher.rooms': '{room} · {count} room(s)',
  'voucher.board': 'Board',
  'voucher.rate': 'Rate',
  'voucher.nationality': 'Nationality',
  'voucher.price': 'Price',
  'voucher.guests': 'Guests',
  'voucher.roomGuests': 'Room {number}: {guests}',
  'voucher.child': '(child, {age})',
  'voucher.specialRequests': 'Special requests',
  'voucher.subjectToAvailability': '{text} (subject to availability)',
  'voucher.cancellationPolicy': 'Cancellation policy',
  'voucher.emergencyContact': 'Emergency contact',

  // Tax invoice and credit note
  'invoice.title': 'Tax invoice {number}',
  'invoice.heading': 'Tax Invoice',
  'invoice.footer': '{company} · licence {licence} · a computer-generated tax invoice, no signature needed',
  'invoice.number': 'Invoice no',
  'invoice.billTo': 'Bill to',
  'invoice.agent': 'Agent',
  'invoice.agentName': '{company} (agent {code})',
  'invoice.trn': 'TRN',
  'invoice.leadGuest': 'Lead guest',
  'invoice.booked': 'Booked',
  'invoice.description': 'Description',
  'invoice.dates': 'Dates',
  'invoice.vatIncluded': 'VAT incl.',
  'invoice.amount': 'Amount',
  'invoice.cancelledLine': 'Cancelled {date}: refund {refund}, fee {fee}',
  'invoice.totalExVat': 'Total excluding VAT',
  'invoice.vat': 'VAT',
  'invoice.cardFee': 'Card fee',
  'invoice.total': 'Total',
  'invoice.paidBy': 'Paid by {method}. Amounts in UAE dirhams (AED); VAT is included in the amounts shown.',
  'invoice.clientPrices': 'Prices shown are the client prices.',
  'creditNote.title': 'Credit note {number}',
  'creditNote.heading': 'Credit Note',
  'creditNote.footer':
    '{company} · licence {licence} · a computer-generated credit note, no signature needed',
  'creditNote.number': 'Credit note no',
  'creditNote.taxInvoice': 'Tax invoice',
  'creditNote.credited': 'Credited',
  'creditNote.creditedExVat': 'Credited excluding VAT',
  'creditNote.totalCredited': 'Total credited',
  'creditNote.refunded':
    'Refunded to your wallet. Amounts in UAE dirhams ({currency}); VAT is included in the amounts shown. This note reduces tax invoice {invoice}.',

  // Mails
  'mail.greeting': 'Dear {name},',
  'mail.signOff': 'Kind regards,',
  'mail.automatic': 'This is an automatic message from {company}.',
  'mail.lowBalance.subject': 'Low wallet balance: {available} available',
  'mail.lowBalance.available':
    'The funds available in your wallet (balance plus unused credit) are {available},',
  'mail.lowBalance.below': 'below {percent}% of your credit limit ({threshold}).',
  'mail.lowBalance.topUp':
    'Top up your wallet by card or bank transfer from the Wallet page to keep booking without interruption.',
} as const;

export type MessageKey = keyof typeof en;
