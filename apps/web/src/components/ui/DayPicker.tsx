import { DatePicker } from 'antd-mobile';
import './antd-setup';

export type DayPickerProps = {
  open: boolean;
  title: string;
  /** Calendar days as `YYYY-MM-DD`; min and max bound what can be chosen. */
  day: string;
  min?: string;
  max?: string;
  confirmText: string;
  cancelText: string;
  onConfirm: (day: string) => void;
  onClose: () => void;
};

function toLocalDate(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

function toDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * antd-mobile's wheel date picker for one calendar day. It works on local Date objects; this
 * wrapper speaks `YYYY-MM-DD` strings (what the API takes), converting at local midnight so no
 * time zone moves the day.
 */
export function DayPicker({ open, title, day, min, max, confirmText, cancelText, onConfirm, onClose }: DayPickerProps) {
  return (
    <DatePicker
      visible={open}
      title={title}
      precision="day"
      value={toLocalDate(day)}
      {...(min ? { min: toLocalDate(min) } : {})}
      {...(max ? { max: toLocalDate(max) } : {})}
      confirmText={confirmText}
      cancelText={cancelText}
      onConfirm={(value) => onConfirm(toDay(value))}
      onClose={onClose}
      destroyOnClose
    />
  );
}
