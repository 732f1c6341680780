import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  BankOutlined,
  DeleteOutlined,
  PlusOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import {
  API_LANGUAGES,
  CHAIN_TYPES,
  DEPOSIT_METHOD_LIMITS,
  type ApiLanguage,
  type ChainType,
  type DepositMethodKind,
  type DepositMethodNotes,
  type StoredDepositMethod,
} from '@fairround/shared';
import {
  Alert,
  App,
  Badge,
  Button,
  Card,
  Empty,
  Form,
  Input,
  Select,
  Space,
  Switch,
  Table,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { FormListFieldData, FormListOperation } from 'antd/es/form/FormList';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { errorText } from '../../lib/i18n';
import { useUpdateDepositMethods } from './api';
import { DepositMethodDetails } from './parts';
import {
  emptyMethodRow,
  methodAddressProblem,
  methodFieldPath,
  methodInputOf,
  methodRowOf,
  type MethodRow,
} from './settings-rules';

type MethodsForm = { methods: MethodRow[] };

function KindTag({ kind }: { kind: DepositMethodKind }) {
  const { t } = useTranslation();
  return kind === 'bank' ? (
    <Tag icon={<BankOutlined />} color="blue" bordered={false}>
      {t('cashier.methods.kindBank')}
    </Tag>
  ) : (
    <Tag icon={<WalletOutlined />} color="cyan" bordered={false}>
      {t('cashier.methods.kindChain')}
    </Tag>
  );
}

/** A required text of at most `max` characters, as the server's zod shape has it. */
function useTextRules(max: number) {
  const { t } = useTranslation();
  return [
    { required: true, whitespace: true, message: t('cashier.methods.required') },
    { max, message: t('cashier.methods.tooLong', { num: max }) },
  ];
}

function BankFields({ field }: { field: FormListFieldData }) {
  const { t } = useTranslation();
  const bankRules = useTextRules(DEPOSIT_METHOD_LIMITS.bankName);
  const nameRules = useTextRules(DEPOSIT_METHOD_LIMITS.accountName);
  const numberRules = useTextRules(DEPOSIT_METHOD_LIMITS.accountNumber);
  return (
    <>
      <Form.Item name={[field.name, 'bankName']} label={t('cashier.methods.bankName')} rules={bankRules}>
        <Input maxLength={DEPOSIT_METHOD_LIMITS.bankName} />
      </Form.Item>
      <Form.Item
        name={[field.name, 'accountName']}
        label={t('cashier.methods.accountName')}
        rules={nameRules}
      >
        <Input maxLength={DEPOSIT_METHOD_LIMITS.accountName} />
      </Form.Item>
      <Form.Item
        name={[field.name, 'accountNumber']}
        label={t('cashier.methods.accountNumber')}
        rules={numberRules}
      >
        <Input maxLength={DEPOSIT_METHOD_LIMITS.accountNumber} className="mono" />
      </Form.Item>
    </>
  );
}

/** Chain and address; the address is checked for its chain with the shared validators (1065, 3010). */
function ChainFields({ field }: { field: FormListFieldData }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name={[field.name, 'chain']}
        label={t('cashier.methods.chain')}
        rules={[{ required: true, message: t('cashier.methods.required') }]}
      >
        <Select<ChainType> options={CHAIN_TYPES.map((chain) => ({ value: chain, label: chain }))} />
      </Form.Item>
      <Form.Item
        name={[field.name, 'address']}
        label={t('cashier.methods.address')}
        className="method-grid__wide"
        dependencies={[['methods', field.name, 'chain']]}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_, value: string | undefined) => {
              const chain = getFieldValue(['methods', field.name, 'chain']) as ChainType | undefined;
              const problem = methodAddressProblem(chain, value ?? '');
              if (problem) throw new Error(errorText(problem));
            },
          }),
        ]}
      >
        <Input maxLength={DEPOSIT_METHOD_LIMITS.address} className="mono" spellCheck={false} />
      </Form.Item>
    </>
  );
}

/**
 * The note in each language, one language at a time (a tab each; a green dot marks the languages
 * written). Only the open tab's field is mounted, the others keep their text in the form.
 */
function NoteFields({ field }: { field: FormListFieldData }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<ApiLanguage>('vi');
  const notes = Form.useWatch(['methods', field.name, 'notes']) as DepositMethodNotes | undefined;
  const languageName = (key: ApiLanguage) => t(`site.banners.languages.${key}`);
  return (
    <Tabs
      className="method-grid__wide method-notes"
      size="small"
      activeKey={language}
      onChange={(key) => setLanguage(key as ApiLanguage)}
      destroyOnHidden
      items={API_LANGUAGES.map((key) => ({
        key,
        label: (
          <Badge status={(notes?.[key] ?? '').trim() !== '' ? 'success' : 'default'} text={languageName(key)} />
        ),
        children: (
          <Form.Item
            name={[field.name, 'notes', key]}
            label={t('cashier.methods.noteIn', { language: languageName(key) })}
            extra={t('cashier.methods.noteHelp')}
            rules={[
              {
                max: DEPOSIT_METHOD_LIMITS.note,
                message: t('cashier.methods.tooLong', { num: DEPOSIT_METHOD_LIMITS.note }),
              },
            ]}
          >
            <Input.TextArea rows={2} maxLength={DEPOSIT_METHOD_LIMITS.note} />
          </Form.Item>
        ),
      }))}
    />
  );
}

function MethodCard({
  field,
  index,
  count,
  operation,
}: {
  field: FormListFieldData;
  index: number;
  count: number;
  operation: FormListOperation;
}) {
  const { t } = useTranslation();
  const kind = Form.useWatch(['methods', field.name, 'kind']) as DepositMethodKind | undefined;
  const labelRules = useTextRules(DEPOSIT_METHOD_LIMITS.label);
  return (
    <Card
      size="small"
      className="method-card"
      data-testid={`method-${index}`}
      title={
        <Space>
          <span>{t('cashier.methods.methodNumber', { num: index + 1 })}</span>
          {kind ? <KindTag kind={kind} /> : null}
        </Space>
      }
      extra={
        <Space size={4}>
          <Form.Item name={[field.name, 'enabled']} valuePropName="checked" noStyle>
            <Switch
              checkedChildren={t('cashier.methods.shown')}
              unCheckedChildren={t('cashier.methods.hidden')}
              aria-label={t('cashier.methods.enabled')}
            />
          </Form.Item>
          <Tooltip title={t('cashier.methods.moveUp')}>
            <Button
              type="text"
              icon={<ArrowUpOutlined />}
              aria-label={t('cashier.methods.moveUp')}
              disabled={index === 0}
              onClick={() => operation.move(index, index - 1)}
            />
          </Tooltip>
          <Tooltip title={t('cashier.methods.moveDown')}>
            <Button
              type="text"
              icon={<ArrowDownOutlined />}
              aria-label={t('cashier.methods.moveDown')}
              disabled={index === count - 1}
              onClick={() => operation.move(index, index + 1)}
            />
          </Tooltip>
          <Tooltip title={t('cashier.methods.remove')}>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('cashier.methods.remove')}
              onClick={() => operation.remove(field.name)}
            />
          </Tooltip>
        </Space>
      }
    >
      <div className="method-grid">
        <Form.Item
          name={[field.name, 'label']}
          label={t('cashier.methods.label')}
          extra={t('cashier.methods.labelHelp')}
          rules={labelRules}
        >
          <Input maxLength={DEPOSIT_METHOD_LIMITS.label} />
        </Form.Item>
        {kind === 'chain' ? <ChainFields field={field} /> : <BankFields field={field} />}
        <NoteFields field={field} />
      </div>
    </Card>
  );
}

/**
 * The owner's editor of the deposit instructions players see on the recharge page, in the order
 * shown there. The whole list is saved at once (the server replaces it and audits the change).
 */
export function DepositMethodsForm({ methods }: { methods: StoredDepositMethod[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<MethodsForm>();
  const update = useUpdateDepositMethods();
  const [dirty, setDirty] = useState(false);
  const submit = ({ methods: rows }: MethodsForm) =>
    update.mutate((rows ?? []).map(methodInputOf), {
      // The saved list comes back from the server and remounts this form from it.
      onSuccess: () => void message.success(t('cashier.methods.saved')),
      onError: (error) => {
        const path = isApiError(error) ? methodFieldPath(error.field) : null;
        if (path && isApiError(error)) form.setFields([{ name: path, errors: [error.info] }]);
      },
    });
  const failure = update.error && isApiError(update.error) ? update.error.info : null;
  return (
    <Form<MethodsForm>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ methods: methods.map(methodRowOf) }}
      onFinish={submit}
      onValuesChange={() => setDirty(true)}
      data-testid="deposit-methods-form"
    >
      {failure ? (
        <Alert type="error" showIcon role="alert" className="section-alert" message={failure} />
      ) : null}
      <Form.List name="methods">
        {(fields, operation) => (
          <>
            {fields.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cashier.methods.empty')} />
            ) : null}
            {fields.map((field, index) => (
              <MethodCard
                key={field.key}
                field={field}
                index={index}
                count={fields.length}
                operation={operation}
              />
            ))}
            <Space wrap>
              <Button
                icon={<PlusOutlined />}
                disabled={fields.length >= DEPOSIT_METHOD_LIMITS.methods}
                onClick={() => {
                  operation.add(emptyMethodRow('bank'));
                  setDirty(true);
                }}
              >
                {t('cashier.methods.addBank')}
              </Button>
              <Button
                icon={<PlusOutlined />}
                disabled={fields.length >= DEPOSIT_METHOD_LIMITS.methods}
                onClick={() => {
                  operation.add(emptyMethodRow('chain'));
                  setDirty(true);
                }}
              >
                {t('cashier.methods.addChain')}
              </Button>
              {fields.length >= DEPOSIT_METHOD_LIMITS.methods ? (
                <Typography.Text type="secondary">
                  {t('cashier.methods.limit', { num: DEPOSIT_METHOD_LIMITS.methods })}
                </Typography.Text>
              ) : null}
            </Space>
          </>
        )}
      </Form.List>
      <div className="form-actions">
        <Space>
          <Button type="primary" htmlType="submit" loading={update.isPending} disabled={!dirty}>
            {t('cashier.methods.save')}
          </Button>
          <Button
            disabled={!dirty || update.isPending}
            onClick={() => {
              form.resetFields();
              update.reset();
              setDirty(false);
            }}
          >
            {t('cashier.methods.discard')}
          </Button>
        </Space>
      </div>
    </Form>
  );
}

/** Each written language's note, named by its language; "none" when every language is empty. */
function NotesList({ notes }: { notes: DepositMethodNotes | undefined }) {
  const { t } = useTranslation();
  const written = API_LANGUAGES.filter((key) => (notes?.[key] ?? '').trim() !== '');
  if (!notes || written.length === 0) return t('common.none');
  return (
    <dl className="detail-lines">
      {written.map((key) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt>{t(`site.banners.languages.${key}`)}</dt>
          <dd>{notes[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Finance reads the same list without inputs. */
export function DepositMethodsTable({ methods }: { methods: StoredDepositMethod[] }) {
  const { t } = useTranslation();
  return (
    <Table<StoredDepositMethod>
      rowKey="id"
      size="middle"
      pagination={false}
      dataSource={methods}
      locale={{ emptyText: t('cashier.methods.empty') }}
      columns={[
        { title: '#', key: 'order', width: 48, render: (_, __, index) => index + 1 },
        {
          title: t('cashier.methods.kind'),
          dataIndex: 'kind',
          width: 140,
          render: (kind: DepositMethodKind) => <KindTag kind={kind} />,
        },
        {
          title: t('cashier.methods.details'),
          key: 'details',
          render: (_, method) => <DepositMethodDetails method={method} />,
        },
        {
          title: t('cashier.methods.note'),
          dataIndex: 'notes',
          render: (notes: DepositMethodNotes | undefined) => <NotesList notes={notes} />,
        },
        {
          title: t('cashier.methods.enabled'),
          dataIndex: 'enabled',
          width: 140,
          render: (enabled: boolean | undefined) =>
            enabled === false ? (
              <Tag>{t('cashier.methods.hidden')}</Tag>
            ) : (
              <Tag color="green">{t('cashier.methods.shown')}</Tag>
            ),
        },
      ]}
    />
  );
}
