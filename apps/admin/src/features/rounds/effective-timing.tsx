import type { AdminRoomTypeView, RoomTimingField } from '@fairround/shared';
import { Alert, Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The environment variable behind each overridable field (docs/rounds.md). */
export const OVERRIDE_VARIABLES: Record<RoomTimingField, string> = {
  periodS: 'ROUND_PERIOD_S',
  lockS: 'ROUND_LOCK_S',
  drawDelayS: 'ROUND_DRAW_DELAY_S',
};

/** The variables overriding any room type's timing, in a stable order (the same for every type). */
export function overrideVariables(types: readonly AdminRoomTypeView[]): string[] {
  const fields = new Set(types.flatMap((type) => type.overridden));
  return (Object.keys(OVERRIDE_VARIABLES) as RoomTimingField[])
    .filter((field) => fields.has(field))
    .map((field) => OVERRIDE_VARIABLES[field]);
}

/** A warning tag for a type whose timing the environment overrides (the variables in its tooltip). */
export function OverrideTag({ type }: { type: AdminRoomTypeView }) {
  const { t } = useTranslation();
  if (type.overridden.length === 0) return null;
  const variables = type.overridden.map((field) => OVERRIDE_VARIABLES[field]).join(', ');
  return (
    <Tooltip title={t('rounds.roomTypes.overrideField', { fields: variables })}>
      <Tag color="warning" data-testid="timing-override" tabIndex={0} className="timing-override">
        {t('rounds.roomTypes.override')}
      </Tag>
    </Tooltip>
  );
}

/** The timing rounds of a type really run at; flagged when the environment overrides it. */
export function EffectiveTiming({ type }: { type: AdminRoomTypeView }) {
  const { t } = useTranslation();
  const { effective, overridden } = type;
  return (
    <Space direction="vertical" size={2} data-testid={`effective-timing-${type.roomType}`}>
      <Typography.Text strong={overridden.length > 0}>
        {t('rounds.roomTypes.effectiveValue', {
          period: effective.periodS,
          lock: effective.lockS,
          delay: effective.drawDelayS,
        })}
      </Typography.Text>
      <OverrideTag type={type} />
    </Space>
  );
}

/** Says once, above the list, that the saved timings are not the ones rounds run at. */
export function OverrideNotice({ types }: { types: readonly AdminRoomTypeView[] }) {
  const { t } = useTranslation();
  const variables = overrideVariables(types);
  if (variables.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="section-alert"
      data-testid="timing-override-notice"
      message={t('rounds.roomTypes.overrideTitle')}
      description={t('rounds.roomTypes.overrideText', { vars: variables.join(', ') })}
    />
  );
}
