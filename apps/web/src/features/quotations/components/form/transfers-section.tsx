import type { QuotationInitialAnswer } from '@portal/contracts';
import { hotelsIncluded, transferSlots, type DraftAirport, type QuotationFormDraft } from '@portal/domain';
import { useAppDispatch, useAppSelector } from '../../../../app/store';
import { quotationActions as q, selectQuotationDraft } from '../../quotation.slice';
import { SectionCard } from './section-card';
import { TransferSlotRow } from './transfer-slot-row';
import { useT, type Translate } from '../../../../lib/i18n';

type Lookups = Pick<QuotationInitialAnswer, 'airports' | 'vehicles'>;

function airportPlace(
  airport: DraftAirport | null,
  off: boolean,
  airports: Lookups['airports'],
  fallback: string,
) {
  if (off) return null;
  const found = airports.find((a) => a.iata === airport?.iata);
  return { iata: airport?.iata ?? '', name: found?.name ?? fallback };
}

/** The slots of each stay (spec section 4: one more than its hotels) with their names. */
export function staySlots(
  t: Translate,
  d: QuotationFormDraft,
  stayIndex: number,
  airports: Lookups['airports'],
) {
  const hotels = (d.stays[stayIndex]?.hotels ?? []).map((h, i) => ({
    hotelId: h.hotelId,
    name: h.hotelName || t('quotations.row.hotelN', 'Hotel {n}', { n: i + 1 }),
  }));
  return transferSlots(
    hotels,
    airportPlace(
      d.arrivalAirport,
      d.isArrivalAirportDisabled,
      airports,
      t('quotations.check.arrivalAirportLabel', 'Arrival airport'),
    ),
    airportPlace(
      d.departureAirport,
      d.isDepartureAirportDisabled,
      airports,
      t('quotations.check.departureAirportLabel', 'Departure airport'),
    ),
  );
}

/** Transfers per stay option: airport to hotel, hotel to hotel, hotel to airport. */
export function TransfersSection({ lookups, errors }: { lookups: Lookups; errors: Record<string, string> }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const d = useAppSelector(selectQuotationDraft);
  const hotelsOn = hotelsIncluded(d);
  const privateVehicles = lookups.vehicles.filter((v) => v.kind === 'private');
  return (
    <SectionCard
      title={t('quotations.transfers.title', 'Transfers')}
      description={
        hotelsOn
          ? t(
              'quotations.transfers.description',
              'Choose how the party moves between the airports and the hotels.',
            )
          : t('quotations.transfers.needHotels', 'Transfers need hotels in the quotation.')
      }
      enabled={!d.isTransferQuotationDisabled}
      toggleDisabled={!hotelsOn && d.isTransferQuotationDisabled}
      onToggle={(on) => dispatch(q.sectionSet({ section: 'transfer', off: !on }))}
      error={errors.isTransferQuotationDisabled ?? errors.transfer}
    >
      {d.transfer.map((stayTransfer, s) => {
        const slots = staySlots(t, d, s, lookups.airports);
        return (
          <section
            key={stayTransfer.stayNo}
            aria-label={t('quotations.transfers.ofStay', 'Transfers of stay option {n}', {
              n: stayTransfer.stayNo,
            })}
          >
            {d.transfer.length > 1 ? (
              <h3 className="mb-2 font-semibold text-slate-900">
                {t('quotations.stayOption', 'Stay option {n}', { n: stayTransfer.stayNo })}
              </h3>
            ) : null}
            <ul className="space-y-3">
              {stayTransfer.stays.map((slot, i) => (
                <TransferSlotRow
                  key={i}
                  stayIndex={s}
                  slotIndex={i}
                  slot={slot}
                  place={slots[i] ?? { from: null, to: null }}
                  vehicles={privateVehicles}
                  errors={errors}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </SectionCard>
  );
}
