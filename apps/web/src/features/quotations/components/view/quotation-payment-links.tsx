import { useState } from 'react';
import { quotationPriceChangedAnswer, type QuotationAmendmentDto } from '@portal/contracts';
import { addDays, formatMoney, plainDateIn } from '@portal/domain';
import { useT } from '../../../../lib/i18n';
import { useCan } from '../../../../lib/permissions';
import { useCreateQuotationPaymentLinkMutation } from '../../../payment-links/api/payment-links.api';
import { PaymentLinkDialog, PaymentLinksList } from '../../../payment-links/components/payment-links-card';
import { StayOptionField } from './confirm-dialog';

/**
 * A quotation's client payment links (issue 39 §2): "Send payment link" for the latest, unconfirmed
 * version priced in AED; the client pays the whole trip at the agency's client price, then the
 * quotation is booked, paid from the wallet and confirmed. Its links are listed with their state.
 */
export function QuotationPaymentLinks({ a }: { a: QuotationAmendmentDto }) {
  const t = useT();
  const can = useCan();
  const [open, setOpen] = useState(false);
  const lastDay = addDays(a.draft.checkInDate, -1);
  const mayCreate =
    a.status === 'not-confirmed' &&
    a.isLatest &&
    a.canChange &&
    a.costing.currency === 'AED' &&
    can('bookings.book') &&
    lastDay >= plainDateIn(new Date());
  return (
    <PaymentLinksList
      filter={{ quotationNumber: a.quotationNumber }}
      hideEmpty={!mayCreate}
      description={t(
        'payLinks.quotationDescription',
        'Your client pays the whole trip by card at your price; the quotation is then booked from your wallet and confirmed, and your margin stays in your wallet.',
      )}
      onCreate={mayCreate ? () => setOpen(true) : undefined}
      createLabel={t('quotations.sendPaymentLink', 'Send payment link')}
    >
      {open && <QuotationLinkDialog a={a} lastDay={lastDay} onClose={() => setOpen(false)} />}
    </PaymentLinksList>
  );
}

function QuotationLinkDialog({
  a,
  lastDay,
  onClose,
}: {
  a: QuotationAmendmentDto;
  lastDay: string;
  onClose: () => void;
}) {
  const t = useT();
  const [create, created] = useCreateQuotationPaymentLinkMutation();
  const stays = a.costing.stays;
  const [selectedStay, setSelectedStay] = useState(stays[0]?.stayNo ?? 1);
  const error = created.error && 'data' in created.error ? created.error.data : null;
  const moved = quotationPriceChangedAnswer.safeParse(error);
  // The price moved since this version: making the link again asks the client the new price.
  const changed = moved.success ? moved.data : null;
  return (
    <PaymentLinkDialog
      lastDay={lastDay}
      description={
        changed
          ? t(
              'payLinks.quotationChanged',
              'The price is now {amount} for the party. Make the link again to ask your client this price.',
              {
                amount: formatMoney(changed.current.sellPrice, changed.currency),
              },
            )
          : t(
              'payLinks.quotationText',
              'The link asks your client for the whole trip at your price. Nothing is confirmed until your client pays; then the quotation is booked from your wallet and confirmed. If it cannot be, your client is refunded.',
            )
      }
      onSubmit={(fields) =>
        void create({
          ...fields,
          amendmentId: a._id,
          selectedStay,
          ...(changed ? { expectedTotal: changed.current.sellPrice } : {}),
        })
      }
      created={created}
      onClose={onClose}
    >
      {stays.length > 1 ? (
        <StayOptionField stays={stays} value={selectedStay} onChange={setSelectedStay} />
      ) : null}
    </PaymentLinkDialog>
  );
}
