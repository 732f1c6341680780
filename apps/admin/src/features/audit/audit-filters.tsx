import { SearchOutlined } from '@ant-design/icons';
import { AUDIT_FILTER_MAX, AUDIT_TARGET_ID_MAX, type AuditListFilters } from '@fairround/shared';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { actionOptions, targetTypeOptions } from './audit-labels';

type FilterForm = {
  action?: string;
  actor?: string;
  targetType?: string;
  targetId?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
};

function toFilters(values: FilterForm): AuditListFilters {
  const text = (value?: string) => value?.trim() || undefined;
  const [from, to] = values.dates ?? [null, null];
  return {
    action: text(values.action),
    actor: text(values.actor),
    targetType: text(values.targetType),
    targetId: text(values.targetId),
    from: from?.toISOString(),
    to: to?.toISOString(),
  };
}

/** Action and target kind by their names, staff, target id and time range; applied on Search, all cleared by Clear. */
export function AuditFilterBar({ onApply }: { onApply: (filters: AuditListFilters) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterForm>();
  return (
    <Form<FilterForm>
      form={form}
      layout="vertical"
      onFinish={(values) => onApply(toFilters(values))}
      className="filter-bar"
    >
      <Form.Item name="action" label={t('audit.filterAction')}>
        <Select
          showSearch
          allowClear
          optionFilterProp="label"
          placeholder={t('audit.filterActionAll')}
          options={actionOptions(t)}
          notFoundContent={t('audit.filterActionSearch')}
          popupMatchSelectWidth={false}
        />
      </Form.Item>
      <Form.Item name="actor" label={t('audit.filterActor')}>
        <Input allowClear maxLength={AUDIT_FILTER_MAX} />
      </Form.Item>
      <Form.Item name="targetType" label={t('audit.filterTargetType')}>
        <Select allowClear placeholder={t('audit.filterTargetAll')} options={targetTypeOptions(t)} />
      </Form.Item>
      <Form.Item name="targetId" label={t('audit.filterTargetId')}>
        <Input allowClear maxLength={AUDIT_TARGET_ID_MAX} />
      </Form.Item>
      <Form.Item name="dates" label={t('audit.filterDates')} className="filter-bar__dates">
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          allowEmpty={[true, true]}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item label=" " className="filter-bar__actions">
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('audit.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onApply({});
            }}
          >
            {t('audit.clear')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
