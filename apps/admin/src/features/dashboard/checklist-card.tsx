import { CheckCircleFilled, ExclamationCircleOutlined } from '@ant-design/icons';
import type { ChecklistItemKey } from '@fairround/shared';
import { Button, Card, List, Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useChecklist } from './api';

/**
 * The first-run checklist: shown to owners until every item is done, each item read from the
 * real state on the server and linked to the screen that completes it.
 */
export function ChecklistCard({ owner }: { owner: boolean }) {
  const { t } = useTranslation();
  const checklist = useChecklist(owner);
  const data = checklist.data;
  if (!owner || !data || data.done) return null;
  const done = data.items.filter((item) => item.done).length;
  return (
    <Card className="detail-card checklist-card" data-testid="first-run-checklist" title={t('reports.checklist.title')}>
      <Typography.Paragraph type="secondary">{t('reports.checklist.text')}</Typography.Paragraph>
      <Progress
        percent={Math.round((done * 100) / data.items.length)}
        format={() => t('reports.checklist.progress', { done, num: data.items.length })}
        style={{ maxWidth: 480 }}
      />
      <List
        dataSource={data.items}
        renderItem={(item) => (
          <List.Item
            data-testid={`checklist-${item.key}`}
            data-done={item.done ? 'true' : 'false'}
            actions={[
              <Link key="go" to={item.path}>
                <Button size="small" type={item.done ? 'default' : 'primary'}>
                  {t('reports.checklist.go')}
                </Button>
              </Link>,
            ]}
          >
            <List.Item.Meta
              avatar={
                item.done ? (
                  <CheckCircleFilled style={{ color: '#067647', fontSize: 18 }} aria-hidden />
                ) : (
                  <ExclamationCircleOutlined style={{ color: '#b54708', fontSize: 18 }} aria-hidden />
                )
              }
              title={t(`reports.checklist.items.${item.key satisfies ChecklistItemKey}`)}
            />
            <Tag color={item.done ? 'green' : 'orange'}>
              {item.done ? t('reports.checklist.done') : t('reports.checklist.todo')}
            </Tag>
          </List.Item>
        )}
      />
    </Card>
  );
}
