import { useState } from 'react';
import { Popover } from 'radix-ui';
import { BedDouble, ChevronDown, Minus, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { controlClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useAppDispatch } from '../../../app/store';
import { hotelActions } from '../hotel.slice';
import type { RoomPax } from '@portal/domain';
import { guestTotals } from '@portal/domain';
import { useT, type Translate } from '../../../lib/i18n';
import { AGE_OPTIONS, HOTEL_FORM, range } from '../lib/stay-rules';

const numberOptions = (lo: number, hi: number) =>
  range(lo, hi).map((n) => ({ value: String(n), label: String(n) }));

interface RoomsPickerProps {
  id: string;
  rows: RoomPax[];
  invalid?: boolean;
  describedBy?: string | undefined;
  compact?: boolean;
}

/**
 * The room block (spec sections 2.5 and 4): rooms 1-4, per room adults 1-8, children 0-4 and an age
 * ("<1" or 1-11) per child, in a panel opened from a summary button.
 */
export function RoomsPicker({ id, rows, invalid, describedBy, compact }: RoomsPickerProps) {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={cn(
          controlClasses,
          'flex items-center gap-2 text-start',
          compact ? 'h-10' : 'h-12 text-base',
        )}
      >
        <BedDouble className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        <span className="min-w-0 flex-1 truncate">{guestSummary(t, rows)}</span>
        <ChevronDown className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          aria-label={t('hotelSearch.rooms', 'Rooms and guests')}
          className="z-50 max-h-[min(32rem,80vh)] w-[min(22rem,calc(100vw-1rem))] animate-pop-in overflow-y-auto rounded-xl border border-slate-200 bg-white p-3 shadow-xl"
        >
          <div className="mb-3 flex items-center justify-between gap-3">
            <label htmlFor={`${id}-count`} className="text-sm font-semibold text-slate-800">
              {t('rooms.rooms', 'Rooms')}
            </label>
            <Select
              id={`${id}-count`}
              value={String(rows.length)}
              onChange={(e) => dispatch(hotelActions.roomCountChanged(Number(e.target.value)))}
              options={numberOptions(HOTEL_FORM.minRooms, HOTEL_FORM.maxRooms)}
              className="w-24"
            />
          </div>
          <ol className="space-y-3">
            {rows.map((row, room) => (
              <li key={room} className="rounded-lg border border-slate-200 p-3" data-testid="room-row">
                <p className="mb-2 text-sm font-semibold text-slate-800">
                  {t('rooms.room', 'Room {n}', { n: room + 1 })}
                </p>
                <div className="grid grid-cols-2 gap-2">
                  <label className="text-xs font-medium text-slate-600">
                    {t('rooms.adults', 'Adults (12+)')}
                    <Select
                      aria-label={t('rooms.roomAdults', 'Room {n} adults', { n: room + 1 })}
                      value={String(row.noOfAdults)}
                      onChange={(e) =>
                        dispatch(hotelActions.adultsChanged({ room, count: Number(e.target.value) }))
                      }
                      options={numberOptions(HOTEL_FORM.minAdults, HOTEL_FORM.maxAdults)}
                      className="mt-1"
                    />
                  </label>
                  <label className="text-xs font-medium text-slate-600">
                    {t('rooms.children', 'Children (0-11)')}
                    <Select
                      aria-label={t('rooms.roomChildren', 'Room {n} children', { n: room + 1 })}
                      value={String(row.noOfChildren)}
                      onChange={(e) =>
                        dispatch(hotelActions.childrenChanged({ room, count: Number(e.target.value) }))
                      }
                      options={numberOptions(0, HOTEL_FORM.maxChildren)}
                      className="mt-1"
                    />
                  </label>
                </div>
                {row.noOfChildren > 0 && (
                  <div className="mt-2 grid grid-cols-2 gap-2">
                    {range(0, row.noOfChildren - 1).map((child) => {
                      const age = row.childrenAges[child];
                      const missing = age === undefined;
                      return (
                        <label key={child} className="text-xs font-medium text-slate-600">
                          {t('rooms.childAge', 'Child {n} age', { n: child + 1 })}
                          <Select
                            aria-label={t('rooms.roomChildAge', 'Room {room} child {n} age', {
                              room: room + 1,
                              n: child + 1,
                            })}
                            value={missing ? '' : String(age)}
                            aria-invalid={(invalid && missing) || undefined}
                            onChange={(e) =>
                              e.target.value !== '' &&
                              dispatch(
                                hotelActions.childAgeChanged({ room, child, age: Number(e.target.value) }),
                              )
                            }
                            options={[
                              { value: '', label: t('rooms.age', 'Age'), disabled: !missing },
                              ...AGE_OPTIONS.map((o) => ({ value: String(o.value), label: o.label })),
                            ]}
                            className="mt-1"
                          />
                        </label>
                      );
                    })}
                  </div>
                )}
              </li>
            ))}
          </ol>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => dispatch(hotelActions.roomAdded())}
              disabled={rows.length >= HOTEL_FORM.maxRooms}
            >
              <Plus className="size-4" aria-hidden="true" /> {t('rooms.add', 'Add room')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => dispatch(hotelActions.lastRoomRemoved())}
              disabled={rows.length <= HOTEL_FORM.minRooms}
            >
              <Minus className="size-4" aria-hidden="true" /> {t('rooms.removeLast', 'Remove last room')}
            </Button>
            <Popover.Close asChild>
              <Button size="sm" className="ms-auto">
                {t('rooms.done', 'Done')}
              </Button>
            </Popover.Close>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** "2 rooms, 3 adults, 1 child" in the reader's language. */
function guestSummary(t: Translate, rows: Parameters<typeof guestTotals>[0]): string {
  const { rooms, adults, children } = guestTotals(rows);
  const parts = [
    t('rooms.summary.rooms', '{n, plural, one {# room} other {# rooms}}', { n: rooms }),
    t('rooms.summary.adults', '{n, plural, one {# adult} other {# adults}}', { n: adults }),
  ];
  if (children > 0)
    parts.push(t('rooms.summary.children', '{n, plural, one {# child} other {# children}}', { n: children }));
  return parts.join(t('common.listSeparator', ', '));
}
