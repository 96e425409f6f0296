import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { fromDayPicker, toDayPicker } from '../lib/display-date';

interface StayCalendarProps {
  /** yyyy-mm-dd */
  value: string;
  min: string;
  max?: string | undefined;
  onPick: (date: string) => void;
}

/**
 * The calendar of a stay date field, in its own chunk: react-day-picker and date-fns (about 40 KB gzip)
 * load when an agent first opens a calendar, not with the home page's hotel search form.
 */
export default function StayCalendar({ value, min, max, onPick }: StayCalendarProps) {
  const selected = toDayPicker(value);
  return (
    <DayPicker
      mode="single"
      autoFocus
      weekStartsOn={0}
      selected={selected}
      defaultMonth={selected ?? toDayPicker(min)}
      startMonth={toDayPicker(min)}
      {...(max ? { endMonth: toDayPicker(max) } : {})}
      disabled={[
        { before: toDayPicker(min) ?? new Date() },
        ...(max ? [{ after: toDayPicker(max) ?? new Date() }] : []),
      ]}
      onSelect={(day) => {
        if (day) onPick(fromDayPicker(day));
      }}
    />
  );
}
