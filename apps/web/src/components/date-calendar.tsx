import { DayPicker } from 'react-day-picker';
import { ar } from 'react-day-picker/locale/ar';
import 'react-day-picker/style.css';
import { fromDayPicker, toDayPicker } from '../lib/display-date';
import { calendarFormatters, useLanguage } from '../lib/i18n';

interface DateCalendarProps {
  /** yyyy-mm-dd, or '' for none yet. */
  value: string;
  /** First and last selectable dates (yyyy-mm-dd); none: any date. */
  min?: string | undefined;
  max?: string | undefined;
  onPick: (date: string) => void;
}

/**
 * The calendar of a date input, in its own chunk: react-day-picker and date-fns (about 40 KB gzip)
 * load when an agent first opens a calendar, not with the page (the home page's hotel search form).
 * Right to left in Arabic: the grid and the previous/next arrows are mirrored, the labels Arabic.
 */
export default function DateCalendar({ value, min, max, onPick }: DateCalendarProps) {
  const { language, dir } = useLanguage();
  const selected = toDayPicker(value);
  const first = min ? toDayPicker(min) : undefined;
  const last = max ? toDayPicker(max) : undefined;
  return (
    <DayPicker
      mode="single"
      autoFocus
      weekStartsOn={0}
      dir={dir}
      {...(language === 'ar' ? { locale: ar } : {})}
      formatters={calendarFormatters(language)}
      selected={selected}
      defaultMonth={selected ?? first}
      {...(first ? { startMonth: first } : {})}
      {...(last ? { endMonth: last } : {})}
      disabled={[...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])]}
      onSelect={(day) => {
        if (day) onPick(fromDayPicker(day));
      }}
    />
  );
}
