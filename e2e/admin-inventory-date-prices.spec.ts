import type {
  AdminAttraction,
  AdminAttractionsAnswer,
  AttractionDetailsDto,
  PriceCheckAnswer,
} from '@portal/contracts';
import {
  callApi,
  expect,
  expectNoSeriousA11yViolations,
  createStaffWithRoles,
  openBackOfficeAs,
  test,
  tokenFor,
  typeDate,
} from './fixtures';

/** yyyy-mm-dd some days ahead (Dubai). */
function dayAhead(days: number): string {
  return new Date(Date.now() + 4 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

test.describe('back office: attraction prices per date range', () => {
  test('a content user adds a date-range price and the agent sees it on the attraction for that date', async ({
    page,
    agent,
  }) => {
    const staff = await createStaffWithRoles('Cora Content', 'content');
    const token = await tokenFor(agent.email, agent.password);
    // Far enough ahead that no other spec books it; inside the 120 bookable days.
    const day = dayAhead(100);
    // An own-inventory attraction with a per-person activity and no date ranges yet.
    const { attractions } = await callApi<AdminAttractionsAnswer>('GET', 'admin/inventory/attractions', {
      token: staff,
    });
    let chosen: { attraction: AdminAttraction; activityId: string } | null = null;
    for (const summary of attractions.filter((a) => !a.isApiConnected && a.isActive)) {
      const { attraction } = await callApi<{ attraction: AdminAttraction }>(
        'GET',
        `admin/inventory/attractions/${summary._id}`,
        { token: staff },
      );
      const act = attraction.activities.find(
        (a) => a.base === 'person' && a.isActive && a.datePrices.length === 0 && a.adultPrice > 0,
      );
      const bookable = act
        ? (
            await callApi<AttractionDetailsDto>('GET', `b2b/attractions/single/${attraction._id}`, { token })
          ).availability.bookableDates.includes(day)
        : false;
      if (act && bookable) {
        chosen = { attraction, activityId: act._id };
        break;
      }
    }
    expect(chosen, 'a seeded own-inventory attraction').not.toBeNull();
    const { attraction, activityId } = chosen!;
    const activity = attraction.activities.find((a) => a._id === activityId)!;
    const newAdult = activity.adultPrice / 100 + 250;

    const priceOn = async (date: string) =>
      (
        await callApi<AttractionDetailsDto>('GET', `b2b/attractions/single/${attraction._id}?date=${date}`, {
          token,
        })
      ).activities.find((a) => a._id === activityId)!.adultPrice.agentPrice;
    const before = await priceOn(day);

    await openBackOfficeAs(page, staff, '/admin/inventory/attractions');
    await expect(page.getByRole('heading', { name: 'Attractions', level: 1 })).toBeVisible();
    await page.getByLabel('Attraction', { exact: true }).selectOption({ value: attraction._id });
    const form = page.getByRole('form', { name: `Date prices of ${activity.name}` });
    await form.getByRole('button', { name: 'Add a date range' }).click();
    const range = form.getByRole('group', { name: 'Date range 1' });
    await typeDate(range.getByRole('textbox', { name: 'From' }), day);
    await typeDate(range.getByRole('textbox', { name: 'To' }), day);
    await range.getByLabel('Adult (AED)').fill(String(newAdult));
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Save date prices' }).click();
    await expect(form.getByRole('status')).toHaveText('Date prices saved');

    try {
      // The agent's details for that date, and the price check for it, carry the range's price;
      // the next day keeps the standing price.
      const after = await priceOn(day);
      expect(after).toBeGreaterThan(before);
      expect(await priceOn(dayAhead(101))).toBe(before);
      const check = await callApi<PriceCheckAnswer>('POST', 'b2b/attractions/price', {
        token,
        body: { activityId, date: day, adults: 1 },
      });
      expect(check.agentPrice).toBe(after);

      // A second range overlapping the first is refused, naming the field.
      await form.getByRole('button', { name: 'Add a date range' }).click();
      const second = form.getByRole('group', { name: 'Date range 2' });
      await typeDate(second.getByRole('textbox', { name: 'From' }), day);
      await typeDate(second.getByRole('textbox', { name: 'To' }), dayAhead(102));
      await form.getByRole('button', { name: 'Save date prices' }).click();
      await expect(form.getByRole('alert').last()).toContainText('Date ranges overlap');
    } finally {
      const { attraction: fresh } = await callApi<{ attraction: AdminAttraction }>(
        'GET',
        `admin/inventory/attractions/${attraction._id}`,
        { token: staff },
      );
      const version = fresh.activities.find((a) => a._id === activityId)!.version;
      await callApi('PUT', `admin/inventory/attractions/activities/${activityId}/date-prices`, {
        token: staff,
        body: { ranges: [], version },
      });
    }
  });
});
