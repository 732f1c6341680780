import { formatTimeZoneName, REPORT_MAX_RANGE_DAYS, type ReportRangeQuery } from '@fairround/shared';
import { DatePicker, Segmented, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chosenRange, RANGE_PRESETS, type RangeChoice, type RangePreset } from '../lib/dates';
import { useLanguage } from '../lib/i18n';

const DAY_FORMAT = 'YYYY-MM-DD';

type PickerProps = {
  value: RangeChoice;
  onChange: (choice: RangeChoice) => void;
  custom: Required<ReportRangeQuery> | null;
  onCustom: (range: Required<ReportRangeQuery>) => void;
  /** Today in the operator's zone, as the server answered it; null until then. */
  today: string | null;
};

/**
 * The days a dashboard or report shows: a preset or days picked in the calendar, and today as the
 * server names it in the operator's zone (learned from its first answer, which covers today).
 */
export function useRangeChoice(initial: RangePreset) {
  const [choice, setChoice] = useState<RangeChoice>(initial);
  const [custom, setCustom] = useState<Required<ReportRangeQuery> | null>(null);
  const [today, setToday] = useState<string | null>(null);
  return {
    range: today ? chosenRange(choice, custom, today) : {},
    today,
    learnToday: (answered: string | undefined) => {
      if (answered && today === null) setToday(answered);
    },
    pickerProps: {
      value: choice,
      onChange: setChoice,
      custom,
      onCustom: setCustom,
      today,
    } satisfies PickerProps,
  };
}

/** Days the calendar offers: none after today, and at most the server's longest range. */
function disabledDay(today: string | null) {
  const last = today ? dayjs(today) : null;
  return (day: Dayjs, info: { from?: Dayjs }) =>
    (last !== null && day.isAfter(last, 'day')) ||
    (info.from !== undefined && Math.abs(day.diff(info.from, 'day')) >= REPORT_MAX_RANGE_DAYS);
}

/**
 * Today, yesterday, 7 or 30 days, or any days up to REPORT_MAX_RANGE_DAYS, all in the operator's
 * zone; shared by the dashboard and reports.
 */
export function RangePresets({
  value,
  onChange,
  custom,
  onCustom,
  today,
  timeZone,
}: PickerProps & { timeZone: string | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Space wrap>
      <Segmented<RangeChoice>
        aria-label={t('reports.range.label')}
        data-testid="range-presets"
        value={value}
        onChange={onChange}
        options={[...RANGE_PRESETS, 'custom' as const].map((choice) => ({
          value: choice,
          label: t(`reports.range.${choice}`),
        }))}
      />
      {value === 'custom' ? (
        <span data-testid="range-custom">
          <DatePicker.RangePicker
            aria-label={t('reports.range.pick', { max: REPORT_MAX_RANGE_DAYS })}
            allowClear={false}
            format={DAY_FORMAT}
            disabledDate={disabledDay(today)}
            value={custom ? [dayjs(custom.from), dayjs(custom.to)] : null}
            onChange={(days) => {
              const [first, last] = days ?? [];
              if (first && last) onCustom({ from: first.format(DAY_FORMAT), to: last.format(DAY_FORMAT) });
            }}
          />
        </span>
      ) : null}
      {timeZone ? (
        <Typography.Text type="secondary">
          {t('reports.range.zone', { zone: formatTimeZoneName(timeZone, language) })}
        </Typography.Text>
      ) : null}
    </Space>
  );
}
