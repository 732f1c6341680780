import { Segmented, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RANGE_PRESETS, type RangePreset } from './api';

/** Today, yesterday, 7 or 30 days, all in the operator's zone; shared by the dashboard and reports. */
export function RangePresets({
  value,
  onChange,
  timeZone,
}: {
  value: RangePreset;
  onChange: (preset: RangePreset) => void;
  timeZone: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <Segmented<RangePreset>
        aria-label={t('reports.range.label')}
        data-testid="range-presets"
        value={value}
        onChange={onChange}
        options={RANGE_PRESETS.map((preset) => ({ value: preset, label: t(`reports.range.${preset}`) }))}
      />
      {timeZone ? <Typography.Text type="secondary">{t('reports.range.zone', { zone: timeZone })}</Typography.Text> : null}
    </Space>
  );
}
