import { useTranslation } from 'react-i18next';
import { CompassIcon, EmptyState, LinkButton, Page } from '../../components/ui';

/** Any path the route table does not know, including screens that are not built yet. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('notFound.title')}>
      <EmptyState
        icon={<CompassIcon size={44} />}
        title={t('notFound.title')}
        description={t('notFound.description')}
        action={
          <LinkButton to="/" variant="primary">
            {t('notFound.goHome')}
          </LinkButton>
        }
      />
    </Page>
  );
}
