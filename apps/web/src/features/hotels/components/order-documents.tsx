import { useState } from 'react';
import { FileText, Printer, Ticket } from 'lucide-react';
import { HOTEL_ORDER_PATHS, type ClientDocumentView, type HotelOrderDto } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { CreditNotes } from '../../../components/orders/credit-notes';
import { DocumentViewToggle } from '../../../components/document-view-toggle';
import { useDownload } from '../../../lib/use-download';
import { useT } from '../../../lib/i18n';
import {
  DocumentLanguageSelect,
  documentLanguageQuery,
  type DocumentLanguage,
} from '../../../components/document-language-select';

/**
 * Voucher, tax invoice and credit note downloads (only those that exist). The voucher is for the client, without
 * prices or with the agent's sell price; the invoice shows the agent's price, or the sell price.
 */
export function OrderDocuments({ order }: { order: HotelOrderDto }) {
  const { busy, download } = useDownload();
  const [view, setView] = useState<ClientDocumentView>('client');
  const [language, setLanguage] = useState<DocumentLanguage>('');
  const lang = documentLanguageQuery(language);
  const t = useT();
  const { voucher, invoice } = order.actions;
  return (
    <div className="print:hidden">
      <div className="flex flex-wrap items-end gap-2">
        {voucher && (
          <Button
            variant="secondary"
            loading={busy === 'voucher'}
            onClick={() =>
              void download(
                'voucher',
                `${HOTEL_ORDER_PATHS.voucher(order._id)}?view=${view}${lang}`,
                `voucher-${order.referenceNumber}.pdf`,
              )
            }
          >
            <Ticket className="size-4" aria-hidden="true" /> {t('documents.voucherPdf', 'Voucher PDF')}
          </Button>
        )}
        {invoice && (
          <Button
            variant="secondary"
            loading={busy === 'invoice'}
            onClick={() =>
              void download(
                'invoice',
                `${HOTEL_ORDER_PATHS.invoice(order._id)}?view=${view === 'sell' ? 'sell' : 'agent'}${lang}`,
                `invoice-${order.referenceNumber}.pdf`,
              )
            }
          >
            <FileText className="size-4" aria-hidden="true" /> {t('documents.invoicePdf', 'Invoice PDF')}
          </Button>
        )}
        <Button variant="ghost" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden="true" /> {t('documents.print', 'Print')}
        </Button>
        {(voucher || invoice) && <DocumentLanguageSelect value={language} onChange={setLanguage} />}
      </div>
      {(voucher || invoice) && (
        <div className="mt-3">
          <DocumentViewToggle
            value={view}
            onChange={setView}
            subject={t('documents.voucherAndInvoice', 'Voucher and invoice')}
          />
        </div>
      )}
      {order.creditNotes.length > 0 && (
        <div className="mt-3">
          <CreditNotes notes={order.creditNotes} />
        </div>
      )}
    </div>
  );
}
