import { VIP_DAILY_WITHDRAWALS_MAX, type CurrencyConfig, type VipLevelView } from '@fairround/shared';
import { Alert, App, Button, Form, Input, InputNumber, Space, Table, type TableColumnsType } from 'antd';
import type { FormListFieldData } from 'antd/es/form/FormList';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { Money } from '../../components/money';
import { useUpdateVipLevels } from './api';
import { thresholdProblem } from './thresholds';
import { VipLevelName, VipPrivileges } from './vip-level-parts';

/** A level as the form edits it: the saved one, its daily withdrawals possibly cleared while typing. */
type LevelRow = Pick<VipLevelView, 'level' | 'threshold' | 'privileges'> & {
  dailyWithdrawals: number | null;
};
type VipForm = { levels: LevelRow[] };

const toRows = (levels: VipLevelView[]): LevelRow[] =>
  levels.map(({ level, threshold, dailyWithdrawals, privileges }) => ({
    level,
    threshold,
    dailyWithdrawals,
    privileges,
  }));

function useThresholdRule(index: number, minorDigits: number): Rule {
  const { t } = useTranslation();
  return ({ getFieldValue }) => ({
    validator: async () => {
      const rows = (getFieldValue('levels') ?? []) as Partial<LevelRow>[];
      const problem = thresholdProblem(
        rows.map((row) => row.threshold),
        index,
        minorDigits,
      );
      if (!problem) return;
      if (problem.kind === 'required') throw new Error(t('vip.thresholdRequired'));
      if (problem.kind === 'format') throw new Error(t('vip.thresholdFormat', { num: minorDigits }));
      if (problem.kind === 'first') throw new Error(t('vip.thresholdFirst'));
      throw new Error(t('vip.thresholdIncreasing', { num: problem.previousLevel }));
    },
  });
}

function ThresholdInput({ field, currency }: { field: FormListFieldData; currency: CurrencyConfig }) {
  const { t } = useTranslation();
  const rule = useThresholdRule(field.name, currency.minorDigits);
  return (
    <Form.Item
      name={[field.name, 'threshold']}
      rules={[rule]}
      dependencies={field.name > 0 ? [['levels', field.name - 1, 'threshold']] : []}
      className="vip-cell"
    >
      <Input
        inputMode="decimal"
        maxLength={20}
        suffix={currency.code}
        className="money-input"
        aria-label={`${t('vip.level', { num: field.name + 1 })} · ${t('vip.columnThreshold', { currency: currency.code })}`}
      />
    </Form.Item>
  );
}

function DailyWithdrawalsInput({ field }: { field: FormListFieldData }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={[field.name, 'dailyWithdrawals']}
      rules={[
        {
          required: true,
          type: 'integer',
          min: 1,
          max: VIP_DAILY_WITHDRAWALS_MAX,
          message: t('vip.dailyWithdrawalsInvalid'),
        },
      ]}
      className="vip-cell"
    >
      <InputNumber
        min={1}
        max={VIP_DAILY_WITHDRAWALS_MAX}
        precision={0}
        style={{ width: 110 }}
        aria-label={`${t('vip.level', { num: field.name + 1 })} · ${t('vip.columnDailyWithdrawals')}`}
      />
    </Form.Item>
  );
}

/** Privilege lines follow the counts being typed, so the owner sees what players will read. */
function LivePrivileges({ field }: { field: FormListFieldData }) {
  const row = Form.useWatch(['levels', field.name]) as LevelRow | undefined;
  if (!row) return null;
  return (
    <VipPrivileges level={row.level} privileges={row.privileges} dailyWithdrawals={row.dailyWithdrawals} />
  );
}

/** Maps the server's `levels.N.threshold` field to the cell it names. */
function fieldPath(field: string | undefined): ['levels', number, 'threshold' | 'dailyWithdrawals'] | null {
  const match = /^levels\.(\d+)\.(threshold|dailyWithdrawals)$/.exec(field ?? '');
  if (!match) return null;
  return ['levels', Number(match[1]), match[2] === 'dailyWithdrawals' ? 'dailyWithdrawals' : 'threshold'];
}

/** The owner's editable table of the eight levels; saved all at once and audited by the server. */
export function VipLevelsForm({ levels, currency }: { levels: VipLevelView[]; currency: CurrencyConfig }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<VipForm>();
  const update = useUpdateVipLevels();
  const [dirty, setDirty] = useState(false);
  const submit = ({ levels: rows }: VipForm) =>
    update.mutate(
      rows.map((row) => ({
        level: row.level,
        threshold: row.threshold.trim(),
        dailyWithdrawals: row.dailyWithdrawals ?? 0,
        privileges: row.privileges,
      })),
      {
        onSuccess: () => void message.success(t('vip.saveDone')),
        onError: (error) => {
          const path = isApiError(error) ? fieldPath(error.field) : null;
          if (path && isApiError(error)) form.setFields([{ name: path, errors: [error.info] }]);
        },
      },
    );
  const failure = update.error && isApiError(update.error) ? update.error.info : null;
  const columns: TableColumnsType<FormListFieldData> = [
    {
      title: t('vip.columnLevel'),
      key: 'level',
      width: 220,
      render: (_, field) => <VipLevelName level={field.name + 1} />,
    },
    {
      title: t('vip.columnThreshold', { currency: currency.code }),
      key: 'threshold',
      width: 260,
      render: (_, field) => <ThresholdInput field={field} currency={currency} />,
    },
    {
      title: t('vip.columnDailyWithdrawals'),
      key: 'dailyWithdrawals',
      width: 180,
      render: (_, field) => <DailyWithdrawalsInput field={field} />,
    },
    {
      title: t('vip.columnPrivileges'),
      key: 'privileges',
      render: (_, field) => <LivePrivileges field={field} />,
    },
  ];
  return (
    <Form<VipForm>
      form={form}
      initialValues={{ levels: toRows(levels) }}
      onFinish={submit}
      onValuesChange={() => setDirty(true)}
      className="vip-form"
    >
      {failure ? (
        <Alert type="error" showIcon message={failure} className="section-alert" role="alert" />
      ) : null}
      <Form.List name="levels">
        {(fields) => (
          <Table<FormListFieldData>
            rowKey="key"
            size="middle"
            columns={columns}
            dataSource={fields}
            pagination={false}
          />
        )}
      </Form.List>
      <Space className="form-actions">
        <Button type="primary" htmlType="submit" loading={update.isPending} disabled={!dirty}>
          {t('vip.save')}
        </Button>
        <Button
          disabled={!dirty || update.isPending}
          onClick={() => {
            form.resetFields();
            update.reset();
            setDirty(false);
          }}
        >
          {t('vip.discard')}
        </Button>
      </Space>
    </Form>
  );
}

/** Everyone else sees the same table without inputs. */
export function VipLevelsTable({ levels, currency }: { levels: VipLevelView[]; currency: CurrencyConfig }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<VipLevelView> = [
    {
      title: t('vip.columnLevel'),
      dataIndex: 'level',
      width: 220,
      render: (level: number) => <VipLevelName level={level} />,
    },
    {
      title: t('vip.columnThreshold', { currency: currency.code }),
      dataIndex: 'threshold',
      align: 'right',
      width: 220,
      render: (threshold: string) => <Money value={threshold} />,
    },
    { title: t('vip.columnDailyWithdrawals'), dataIndex: 'dailyWithdrawals', align: 'right', width: 180 },
    {
      title: t('vip.columnPrivileges'),
      key: 'privileges',
      render: (_, row) => (
        <VipPrivileges
          level={row.level}
          privileges={row.privileges}
          dailyWithdrawals={row.dailyWithdrawals}
        />
      ),
    },
  ];
  return (
    <Table<VipLevelView>
      rowKey="level"
      size="middle"
      columns={columns}
      dataSource={levels}
      pagination={false}
    />
  );
}
