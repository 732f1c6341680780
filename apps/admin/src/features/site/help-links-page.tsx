import { Alert, Card, Spin, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { useStaffCan } from '../../lib/access';
import { HELP_LINK_EDITORS } from './access';
import { HELP_LINKS_MAX, useHelpLinks, type HelpLink } from './help-links-api';
import { HelpLinksEditor } from './help-links-editor';
import './help-links.css';

/** What finance and support see: the list as players see it, nothing to change. */
function HelpLinksList({ links }: { links: HelpLink[] }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<HelpLink> = [
    { title: t('protection.helpLinks.name'), dataIndex: 'name' },
    {
      title: t('protection.helpLinks.url'),
      dataIndex: 'url',
      render: (url: string) => (
        <a href={url} target="_blank" rel="noopener noreferrer" className="mono">
          {url}
        </a>
      ),
    },
  ];
  return (
    <>
      <Alert
        type="info"
        showIcon
        className="help-links__notice"
        message={t('protection.helpLinks.readOnly')}
      />
      <Table<HelpLink>
        rowKey={(link) => `${link.name}|${link.url}`}
        size="small"
        columns={columns}
        dataSource={links}
        pagination={false}
        locale={{ emptyText: t('protection.helpLinks.empty') }}
        data-testid="help-links-list"
      />
    </>
  );
}

/** `/admin/help-links`: the help organisations on the players' /responsible page (owner edits). */
export function HelpLinksPage() {
  const { t } = useTranslation();
  const canEdit = useStaffCan(HELP_LINK_EDITORS);
  const links = useHelpLinks();

  let body;
  if (links.isError)
    body = (
      <Alert
        type="error"
        showIcon
        role="alert"
        message={t('protection.helpLinks.loadFailed')}
        description={links.error.message}
      />
    );
  else if (!links.data) body = <Spin />;
  else body = canEdit ? <HelpLinksEditor links={links.data} /> : <HelpLinksList links={links.data} />;

  return (
    <>
      <PageHeader
        title={t('protection.helpLinks.title')}
        subtitle={t('protection.helpLinks.subtitle', { num: HELP_LINKS_MAX })}
      />
      <Card className="help-links">{body}</Card>
    </>
  );
}
