import { adminCreditNotePdfPath, adminOrderCreditNotesPath, type CreditNotesAnswer } from '@portal/contracts';
import { CreditNotes } from '../../../components/orders/credit-notes';
import { Card } from '../../../components/ui/card';
import { adminApi, STAFF_SESSION } from '../api/admin-api';

const creditNotesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminOrderCreditNotes: build.query<CreditNotesAnswer, string>({
      query: (orderId) => adminOrderCreditNotesPath(orderId),
      providesTags: (_r, _e, id) => [{ type: 'AdminOrders', id }],
    }),
  }),
});

/** The order's credit notes for staff (the same list and PDF as the agent's, with the staff's token). */
export function AdminOrderCreditNotes({ orderId }: { orderId: string }) {
  const { data, isError, refetch, isFetching } = creditNotesApi.useAdminOrderCreditNotesQuery(orderId);
  if (!isError && (!data || data.creditNotes.length === 0)) return null;
  return (
    <Card>
      <div className="px-5 py-4">
        {isError ? (
          <p className="text-sm text-red-700">
            The credit notes could not be loaded.{' '}
            <button
              type="button"
              className="font-semibold underline"
              disabled={isFetching}
              onClick={() => void refetch()}
            >
              Try again
            </button>
          </p>
        ) : (
          <CreditNotes
            notes={data?.creditNotes ?? []}
            pdfPath={adminCreditNotePdfPath}
            session={STAFF_SESSION}
          />
        )}
      </div>
    </Card>
  );
}
