import { useState } from 'react';
import { Eye, FileText, Ticket } from 'lucide-react';
import { FLIGHT_ORDER_PATHS, type ClientDocumentView, type FlightBookingDto } from '@portal/contracts';
import { DocumentViewToggle } from '../../../components/document-view-toggle';
import { CreditNotes } from '../../../components/orders/credit-notes';
import { Button } from '../../../components/ui/button';
import { fetchAuthorizedFile, openBlob } from '../../../lib/authorized-file';
import { useDownload } from '../../../lib/use-download';
import { useToast } from '../../../lib/use-toast';
import { useT } from '../../../lib/i18n';
import {
  DocumentLanguageSelect,
  documentLanguageQuery,
  type DocumentLanguage,
} from '../../../components/document-language-select';

/**
 * The e-ticket PDF (viewed in a new tab or downloaded; for the client without prices or with the
 * agent's sell price), the tax invoice PDF and the credit notes of refunds, when the booking has them.
 */
export function BookingDocuments({ booking }: { booking: FlightBookingDto }) {
  const t = useT();
  const { busy, download } = useDownload();
  const [language, setLanguage] = useState<DocumentLanguage>('');
  const lang = documentLanguageQuery(language);
  const toast = useToast();
  const [view, setView] = useState<ClientDocumentView>('client');
  const [opening, setOpening] = useState(false);
  const ticketPath = `${FLIGHT_ORDER_PATHS.ticket(booking._id)}?view=${view}${lang}`;
  const name = booking.pnr ?? booking.referenceNumber;

  const openTicket = async () => {
    setOpening(true);
    try {
      const { blob } = await fetchAuthorizedFile(ticketPath, `e-ticket-${name}.pdf`);
      openBlob(blob);
    } catch (error) {
      toast.error(
        t('flights.docs.openFailed', 'The e-ticket could not be opened'),
        error instanceof Error ? error.message : t('wallet.history.pleaseRetry', 'Please try again'),
      );
    } finally {
      setOpening(false);
    }
  };

  if (!booking.actions.ticket && !booking.actions.invoice && booking.creditNotes.length === 0) return null;
  return (
    <div className="print:hidden" data-testid="booking-documents">
      <div className="flex flex-wrap items-end gap-2">
        {booking.actions.ticket && (
          <>
            <Button variant="secondary" loading={opening} onClick={() => void openTicket()}>
              <Eye className="size-4" aria-hidden="true" /> {t('flights.docs.view', 'View e-ticket')}
            </Button>
            <Button
              variant="secondary"
              loading={busy === 'ticket'}
              onClick={() => void download('ticket', ticketPath, `e-ticket-${name}.pdf`)}
            >
              <Ticket className="size-4" aria-hidden="true" /> {t('flights.docs.ticketPdf', 'E-ticket PDF')}
            </Button>
          </>
        )}
        {booking.actions.invoice && (
          <Button
            variant="secondary"
            loading={busy === 'invoice'}
            onClick={() =>
              void download(
                'invoice',
                `${FLIGHT_ORDER_PATHS.invoice(booking._id)}?view=${view === 'sell' ? 'sell' : 'agent'}${lang}`,
                `invoice-${booking.referenceNumber}.pdf`,
              )
            }
          >
            <FileText className="size-4" aria-hidden="true" /> {t('documents.invoicePdf', 'Invoice PDF')}
          </Button>
        )}
        {(booking.actions.ticket || booking.actions.invoice) && (
          <DocumentLanguageSelect value={language} onChange={setLanguage} />
        )}
      </div>
      {(booking.actions.ticket || booking.actions.invoice) && (
        <div className="mt-3">
          <DocumentViewToggle
            value={view}
            onChange={setView}
            subject={t('flights.docs.subject', 'E-ticket and invoice')}
          />
        </div>
      )}
      {booking.creditNotes.length > 0 && (
        <div className="mt-3">
          <CreditNotes notes={booking.creditNotes} />
        </div>
      )}
    </div>
  );
}
