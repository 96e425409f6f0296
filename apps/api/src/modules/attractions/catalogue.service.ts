import type {
  ActivitySelectionParsed,
  AttractionCategoryDto,
  AttractionDetailsDto,
  DestinationAttractionsAnswer,
  DestinationAttractionsQuery,
  PriceCheckAnswer,
  SearchListAnswer,
  TimeslotsAnswer,
} from '@portal/contracts';
import {
  addDays,
  checkBookableDate,
  isPromoExempt,
  listBookableDates,
  plainDateIn,
  toMajor,
} from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import type { MaybePromise } from '../../lib/maybe-promise.ts';
import { versionedValue } from '../../lib/versioned-value.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import {
  activitySupplier,
  supplierSettings,
  SupplierRejected,
  withTimeout,
} from '../../suppliers/activities/index.ts';
import {
  activitiesOf,
  attractionsOfDestination,
  findActivity,
  findAttraction,
  findDestinationBySlug,
  listCategories,
  ticketCounts,
} from './catalogue.repository.ts';
import { detailsOf, summaryOf } from './catalogue.dto.ts';
import { searchCatalogue } from './search-index.ts';
import { layersFor, loadBuyerMarkups, type Buyer } from './markup-layers.ts';
import { priceSelection, unitPrice, usesInventory } from './pricing.ts';
import { shortage, ticketNeed } from './tickets.ts';

/** The categories list changes with the reference data only, so each node keeps it in memory. */
const cachedCategories = versionedValue(['reference'], async (database) => {
  const rows = await listCategories(database.db);
  return rows.map((c) => ({ _id: c.id, name: c.name, slug: c.slug, icon: c.icon }));
});

/** Bookable dates offered on the details page. */
export const BOOKABLE_WINDOW_DAYS = 120;

export function catalogueService(deps: AppDeps) {
  const db = () => deps.database.db;
  const today = () => plainDateIn(deps.clock.now());

  function categories(): MaybePromise<AttractionCategoryDto[]> {
    return cachedCategories.get(deps.database);
  }

  /** Answered from this node's in-memory index (search-index.ts), same ranking and limits as the SQL. */
  function search(text: string): MaybePromise<SearchListAnswer> {
    return searchCatalogue(deps.database, text.trim());
  }

  async function destination(
    buyer: Buyer,
    slug: string,
    query: {
      category: string;
      sort: NonNullable<DestinationAttractionsQuery['sort']>;
      skip: number;
      limit: number;
    },
  ): Promise<DestinationAttractionsAnswer> {
    const dest = await findDestinationBySlug(db(), slug);
    if (!dest) throw notFound('Destination');
    const [all, markups] = await Promise.all([
      attractionsOfDestination(db(), dest.id),
      loadBuyerMarkups(deps.database, buyer),
    ]);
    // Prices "from" are today's: a date-range price holding today is the one agents can book now.
    const activities = await activitiesOf(
      db(),
      all.map((a) => a.id),
      today(),
    );
    const byAttraction = new Map<string, typeof activities>();
    for (const act of activities)
      byAttraction.set(act.attractionId, [...(byAttraction.get(act.attractionId) ?? []), act]);
    const layersOf = (activityId: string) => layersFor(markups, activityId);
    const categoryCounts = new Map<string, { _id: string; name: string; slug: string; count: number }>();
    for (const a of all) {
      const c = categoryCounts.get(a.category.id) ?? { ...a.category, _id: a.category.id, count: 0 };
      c.count += 1;
      categoryCounts.set(a.category.id, c);
    }
    const wanted = query.category?.trim();
    let list = all
      .filter((a) => !wanted || a.category.id === wanted || a.category.slug === wanted)
      .map((a) => summaryOf(a, byAttraction.get(a.id) ?? [], layersOf));
    if (query.sort === 'price-asc') list = list.sort((x, y) => x.priceFrom - y.priceFrom);
    if (query.sort === 'price-desc') list = list.sort((x, y) => y.priceFrom - x.priceFrom);
    if (query.sort === 'rating')
      list = list.sort((x, y) => y.rating - x.rating || y.reviewCount - x.reviewCount);
    if (query.sort === 'title') list = list.sort((x, y) => x.title.localeCompare(y.title));
    const icons = new Map(all.map((a) => [a.category.id, a.category]));
    const categoryList = await listCategories(db());
    return {
      destination: { _id: dest.id, name: dest.name, slug: dest.slug },
      categories: categoryList
        .filter((c) => icons.has(c.id))
        .map((c) => ({
          _id: c.id,
          name: c.name,
          slug: c.slug,
          icon: c.icon,
          count: categoryCounts.get(c.id)?.count ?? 0,
        })),
      attractions: list.slice(query.skip, query.skip + query.limit),
      totalAttractions: list.length,
    };
  }

  /** The details with each activity priced on `date` (a visit date; today when not given). */
  async function details(buyer: Buyer, id: string, date?: string): Promise<AttractionDetailsDto> {
    const attraction = await findAttraction(db(), id);
    if (!attraction) throw notFound('Attraction');
    const pricedOn = date ?? today();
    const [activities, markups] = await Promise.all([
      activitiesOf(db(), [id], pricedOn),
      loadBuyerMarkups(deps.database, buyer),
    ]);
    const from = today();
    const counts = await ticketCounts(
      db(),
      activities.filter((a) => usesInventory(attraction, a)).map((a) => a.id),
      from,
    );
    const dates = listBookableDates(
      {
        bookingType: attraction.bookingType,
        bookingPriorDays: attraction.bookingPriorDays,
        availableWeekdays: attraction.availableWeekdays,
        offDates: attraction.offDates,
        customDateFrom: attraction.customDateFrom,
        customDateTo: attraction.customDateTo,
      },
      from,
      addDays(from, BOOKABLE_WINDOW_DAYS - 1),
      deps.clock.now(),
    );
    return detailsOf(attraction, activities, (a) => layersFor(markups, a), counts, dates, pricedOn);
  }

  async function price(buyer: Buyer, body: ActivitySelectionParsed): Promise<PriceCheckAnswer> {
    const found = await findActivity(db(), body.activityId, body.date);
    if (!found) throw notFound('Activity');
    const { activity, attraction } = found;
    const markups = await loadBuyerMarkups(deps.database, buyer);
    const layers = layersFor(markups, activity.id);
    const priced = priceSelection(attraction, activity, body, layers, deps.clock.now());
    let ticketsLeft: number | null = null;
    if (usesInventory(attraction, activity)) {
      const counts = (await ticketCounts(db(), [activity.id], body.date)).get(activity.id) ?? {
        adult: 0,
        child: 0,
        infant: 0,
        common: 0,
      };
      const need = ticketNeed(activity, body, counts);
      const short = shortage(need, counts, activity.name);
      if (short) throw short;
      ticketsLeft = counts.common > 0 ? counts.common : counts.adult;
    }
    const vat = Number(activity.vatPercent);
    const strip = (b: typeof priced.total) => ({
      subAgentMarkup: b.subAgentMarkup,
      vat: b.vat,
      promo: b.promo,
      clientMarkup: b.clientMarkup,
      agentPrice: b.agentPrice,
      sellPrice: b.sellPrice,
    });
    const promoAvailable = isPromoExempt(activity)
      ? 0
      : body.adults * activity.b2bPromoAmountAdult + body.children * activity.b2bPromoAmountChild;
    return {
      activityId: activity.id,
      date: body.date,
      lines: priced.lines.map((l) => ({
        kind: l.kind,
        label: l.label,
        units: l.units,
        ...(l.vehicleId ? { vehicleId: l.vehicleId } : {}),
        ...(l.vehicleCount ? { vehicleCount: l.vehicleCount } : {}),
        ...(l.hours ? { hours: l.hours } : {}),
        unitAgentPrice: unitPrice(l.unitListPrice, l.unitNet, layers, vat).agentPrice,
        breakdown: strip(l.breakdown),
      })),
      total: strip(priced.total),
      agentPrice: priced.total.agentPrice,
      agentPriceMajor: toMajor(priced.total.agentPrice),
      sellPrice: priced.total.sellPrice,
      sellPriceMajor: toMajor(priced.total.sellPrice),
      vehiclePlan: priced.vehiclePlan
        ? {
            vehicles: priced.vehiclePlan.vehicles.map((v) => ({
              _id: v.id,
              name: v.name,
              capacity: v.capacity,
              count: v.count,
            })),
            vehicleCount: priced.vehiclePlan.vehicleCount,
            seats: priced.vehiclePlan.seats,
          }
        : null,
      promo: priced.total.promo,
      promoAvailable,
      ticketsLeft,
    };
  }

  async function timeslots(buyer: Buyer, activityId: string, date: string): Promise<TimeslotsAnswer> {
    const found = await findActivity(db(), activityId, date);
    if (!found) throw notFound('Activity');
    const { activity, attraction } = found;
    if (!attraction.isApiConnected || !attraction.supplierCode)
      throw badRequest('This activity has no time slots: choose a date only.');
    const check = checkBookableDate(
      date,
      {
        bookingType: attraction.bookingType,
        bookingPriorDays: attraction.bookingPriorDays,
        availableWeekdays: attraction.availableWeekdays,
        offDates: attraction.offDates,
        customDateFrom: attraction.customDateFrom,
        customDateTo: attraction.customDateTo,
      },
      deps.clock.now(),
    );
    if (!check.ok) throw badRequest(check.message, { date: [check.message] });
    const supplier = activitySupplier(deps, attraction.supplierCode);
    if (!supplier) throw new AppError('UNAVAILABLE', 'This supplier is not available right now');
    const productCode = activity.productCode ?? attraction.productCode ?? '';
    let slots;
    try {
      slots = await withTimeout(
        supplier.slots(productCode, date),
        supplierSettings(deps.env).timeoutMs,
        'slots',
      );
    } catch (err) {
      if (err instanceof SupplierRejected) throw badRequest(err.message);
      throw new AppError('UNAVAILABLE', 'The supplier did not answer in time; please try again');
    }
    const markups = await loadBuyerMarkups(deps.database, buyer);
    const layers = layersFor(markups, activity.id);
    const vat = Number(activity.vatPercent);
    return {
      activityId,
      date,
      slots: slots.map((s) => ({
        slotId: s.slotId,
        startTime: s.startTime,
        endTime: s.endTime,
        available: s.available,
        adultPrice: unitPrice(activity.adultPrice, activity.adultCost, layers, vat).agentPrice,
        childPrice: unitPrice(activity.childPrice, activity.childCost, layers, vat).agentPrice,
      })),
    };
  }

  return { categories, search, destination, details, price, timeslots };
}
