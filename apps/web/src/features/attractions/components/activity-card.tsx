import { useId } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from 'react-router';
import { ChevronDown, ShoppingCart, Ticket } from 'lucide-react';
import type { AttractionDetailsDto } from '@portal/contracts';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useAppDispatch } from '../../../app/store';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useToast } from '../../../lib/use-toast';
import { usePriceCheckQuery, useTimeslotsQuery } from '../api/catalogue.api';
import { attractionsActions } from '../attractions.slice';
import { choiceErrors, toCartItem, toSelectionInput, type ActivityChoice } from '../lib/activity-choice';
import { PAYMENT_PATH } from '../lib/paths';
import { useDebounced } from '../../../lib/use-debounced';
import { useSelectedCurrency } from '../lib/use-currency';
import { ActivityOptions } from './activity-options';
import { PriceSummary } from './price-summary';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

/** Time the selection must stay unchanged before the server prices it. */
const PRICE_CHECK_DELAY_MS = 500;

interface ActivityCardProps {
  attraction: AttractionDetailsDto;
  choice: ActivityChoice;
  onChange: (next: ActivityChoice) => void;
}

/** One activity: its prices, and once selected the date, travellers, transfer, hours, slot and price. */
export function ActivityCard({ attraction, choice, onChange }: ActivityCardProps) {
  const t = useT();
  const fmt = useFormats();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const currency = useSelectedCurrency();
  const panelId = useId();

  const errors = choice.isChecked ? choiceErrors(attraction, choice) : [];
  const request = choice.isChecked && errors.length === 0 ? toSelectionInput(choice) : null;
  const key = request ? JSON.stringify(request) : null;
  const settledKey = useDebounced(key, PRICE_CHECK_DELAY_MS);
  const price = usePriceCheckQuery(settledKey && settledKey === key && request ? request : skipToken);
  const slots = useTimeslotsQuery(
    choice.isChecked && choice.isTimeSlot && choice.date
      ? { activityId: choice._id, date: choice.date }
      : skipToken,
  );

  const waiting = key !== null && (settledKey !== key || price.isFetching);
  const priced = !waiting && key !== null && !price.isError ? price.data : undefined;
  const soldOut = priced?.ticketsLeft === 0;
  const slotLabel = slots.data?.slots.find((s) => s.slotId === choice.slotId);

  const addToCart = () => {
    if (!priced) return;
    const label = slotLabel ? `${slotLabel.startTime} - ${slotLabel.endTime}` : null;
    dispatch(attractionsActions.addedToCart(toCartItem(attraction, choice, priced, label)));
    toast.success(
      t('attractions.addedToCart', 'Added to Cart!'),
      t('attractions.nameWasAddedTo', '{name} was added to your cart', { name: choice.name }),
    );
  };

  const fromPrice = choice.base === 'person' ? choice.adultPrice : choice.vehicles[0]?.price;
  return (
    <article
      className={cn(
        'rounded-xl border bg-white shadow-sm transition-colors',
        choice.isChecked ? 'border-brand-300 ring-1 ring-brand-200' : 'border-slate-200',
      )}
      data-testid="activity-card"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 p-4">
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-slate-900">{choice.name}</h3>
          {choice.description && <p className="mt-0.5 text-sm text-slate-600">{choice.description}</p>}
          <TicketNote choice={choice} />
        </div>
        <div className="flex items-center gap-3">
          {fromPrice && (
            <p className="text-end">
              <span className="block text-xs text-slate-500">
                {choice.base === 'person'
                  ? t('attractions.adultFrom', 'Adult from')
                  : choice.base === 'hourly'
                    ? t('attractions.perVehicleHourFrom', 'Per vehicle-hour from')
                    : t('attractions.perVehicleFrom', 'Per vehicle from')}
              </span>
              <span className="font-bold text-brand-800 tabular-nums">
                {fmt.price(fromPrice.agentPrice, currency)}
              </span>
            </p>
          )}
          <Button
            variant={choice.isChecked ? 'secondary' : 'primary'}
            size="sm"
            aria-expanded={choice.isChecked}
            aria-controls={panelId}
            onClick={() => onChange({ ...choice, isChecked: !choice.isChecked })}
          >
            {choice.isChecked ? t('attractions.close', 'Close') : t('attractions.select', 'Select')}
            <ChevronDown
              className={cn('size-4 transition-transform', choice.isChecked && 'rotate-180')}
              aria-hidden="true"
            />
          </Button>
        </div>
      </header>

      {choice.isChecked && (
        <div id={panelId} className="grid gap-4 border-t border-slate-100 p-4 lg:grid-cols-[1fr_18rem]">
          <ActivityOptions
            attraction={attraction}
            choice={choice}
            errors={errors}
            slots={slots.data?.slots}
            slotsLoading={slots.isFetching}
            slotsError={
              slots.isError
                ? errorMessage(
                    slots.error,
                    t('attractions.timeSlotsCouldNot', 'Time slots could not be loaded'),
                  )
                : null
            }
            vehiclePlan={priced?.vehiclePlan ?? null}
            onChange={onChange}
          />
          <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4">
            <PriceSummary
              priced={priced}
              waiting={waiting}
              error={
                price.isError && settledKey === key
                  ? errorMessage(
                      price.error,
                      t('attractions.thePriceCouldNot', 'The price could not be checked'),
                    )
                  : null
              }
              blocked={errors.length > 0}
            />
            {soldOut && (
              <p role="alert" className="text-sm font-medium text-red-600">
                {t('attractions.soldOutForThis', 'Sold out for this date. Choose another date.')}
              </p>
            )}
            <Button variant="accent" disabled={!priced || soldOut} onClick={addToCart}>
              <ShoppingCart className="size-4" aria-hidden="true" />{' '}
              {t('attractions.addToCart', 'Add to cart')}
            </Button>
            <Link to={PAYMENT_PATH} className={buttonClasses('ghost', 'sm')}>
              {t('attractions.goToCheckout', 'Go to checkout')}
            </Link>
          </div>
        </div>
      )}
    </article>
  );
}

function TicketNote({ choice }: { choice: ActivityChoice }) {
  const t = useT();
  const counts = [choice.adultTicketCount, choice.childTicketCount, choice.commonTicketCount].filter(
    (n): n is number => n !== null,
  );
  if (counts.length === 0) return null;
  const left = counts.reduce((a, b) => a + b, 0);
  return (
    <p
      className={cn(
        'mt-1 inline-flex items-center gap-1 text-xs font-medium',
        left > 0 ? 'text-emerald-700' : 'text-red-600',
      )}
    >
      <Ticket className="size-3.5" aria-hidden="true" />
      {left > 0
        ? t('attractions.leftETicketsAvailable', '{left} e-tickets available', { left })
        : t('attractions.soldOut', 'Sold out')}
    </p>
  );
}
