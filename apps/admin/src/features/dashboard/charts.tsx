import type { Catalogue, DashboardDay } from '@fairround/shared';
import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useCurrency } from '../../lib/currency';

type SeriesKey = Exclude<keyof DashboardDay, 'day'>;

/** The figures charted, each with its catalogue key; money series are minor units. */
const SERIES: { key: SeriesKey; label: keyof Catalogue['admin']['reports']['series']; money: boolean }[] = [
  { key: 'depositsMinor', label: 'deposits', money: true },
  { key: 'withdrawalsMinor', label: 'withdrawals', money: true },
  { key: 'stakesMinor', label: 'stakes', money: true },
  { key: 'payoutsMinor', label: 'payouts', money: true },
  { key: 'ggrMinor', label: 'ggr', money: true },
  { key: 'interestPaidMinor', label: 'interest', money: true },
  { key: 'stakingInMinor', label: 'stakingIn', money: true },
  { key: 'activePlayers', label: 'activePlayers', money: false },
];

const ACCENT = '#2f54eb';

/** Minor units as the currency's decimal text, for axes and tooltips only (no arithmetic). */
function moneyText(minor: number, digits: number): string {
  const negative = minor < 0;
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = digits > 0 ? `.${text.slice(text.length - digits)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

function compactMoney(minor: number, digits: number): string {
  const whole = Math.trunc(minor / 10 ** digits);
  if (Math.abs(whole) >= 1_000_000) return `${Math.trunc(whole / 100_000) / 10}M`;
  if (Math.abs(whole) >= 1_000) return `${Math.trunc(whole / 100) / 10}k`;
  return String(whole);
}

/** One small area chart per figure over the last 30 days, from the server's daily points. */
export function DashboardCharts({ series }: { series: DashboardDay[] }) {
  const { t } = useTranslation();
  const digits = useCurrency()?.minorDigits ?? 2;
  const last = series.at(-1)?.day ?? '';
  return (
    <Card
      className="detail-card"
      data-testid="dashboard-charts"
      title={t('reports.dashboard.charts')}
      extra={<Typography.Text type="secondary">{t('reports.dashboard.chartNote', { day: last })}</Typography.Text>}
    >
      <Row gutter={[16, 24]}>
        {SERIES.map(({ key, label, money }) => (
          <Col key={key} xs={24} md={12} xl={6}>
            <Typography.Text strong>{t(`reports.series.${label}`)}</Typography.Text>
            <div style={{ height: 140 }} role="img" aria-label={t(`reports.series.${label}`)}>
              <ResponsiveContainer width="100%" height="100%">
                <AreaChart data={series} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="day" tickFormatter={(day: string) => day.slice(5)} tick={{ fontSize: 11 }} minTickGap={24} />
                  <YAxis
                    width={44}
                    tick={{ fontSize: 11 }}
                    allowDecimals={false}
                    tickFormatter={(value: number) => (money ? compactMoney(value, digits) : String(value))}
                  />
                  <Tooltip
                    formatter={(value) => [money ? moneyText(Number(value), digits) : String(value), t(`reports.series.${label}`)]}
                  />
                  <Area type="monotone" dataKey={key} stroke={ACCENT} fill={ACCENT} fillOpacity={0.12} strokeWidth={2} isAnimationActive={false} />
                </AreaChart>
              </ResponsiveContainer>
            </div>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
