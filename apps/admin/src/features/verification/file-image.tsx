import {
  ErrorCode,
  VERIFICATION_IMAGE_TYPES,
  type AdminVerification,
  type VerificationFileKind,
} from '@fairround/shared';
import { Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../components/load-failed-alert';
import { isApiError } from '../../lib/api';
import { useVerificationFile } from './api';

/**
 * The image as a data: URL (the console's CSP allows `img-src data:`), only for the image types
 * the contract allows, so an answer can never turn the src into something else.
 */
export function imageSource(file: { mime: string; data: string }): string | null {
  const allowed = (VERIFICATION_IMAGE_TYPES as readonly string[]).includes(file.mime);
  return allowed ? `data:${file.mime};base64,${file.data}` : null;
}

/** One of a submission's files, loaded through the (audited) file call when it opens. */
export function FileImage({ row, kind }: { row: AdminVerification; kind: VerificationFileKind }) {
  const { t } = useTranslation();
  const present = row.filesDeletedAt === null && row.files.some((file) => file.kind === kind);
  const file = useVerificationFile(row.id, kind, present);
  const label = t(`verification.drawer.${kind}`);
  const gone = isApiError(file.error) && file.error.errCode === ErrorCode.VerificationFileGone;
  const source = file.data ? imageSource(file.data) : null;
  let body;
  if (!present || gone)
    body = <Typography.Text type="secondary">{t('verification.drawer.filesGone')}</Typography.Text>;
  else if (source)
    body = (
      <img
        className="verification-image"
        src={source}
        alt={t('verification.drawer.imageAlt', { kind: label, username: row.username })}
      />
    );
  else if (file.isError || file.data)
    body = (
      <LoadFailedAlert
        message={t('verification.drawer.fileFailed')}
        description={isApiError(file.error) ? file.error.info : undefined}
        onRetry={() => void file.refetch()}
        className=""
      />
    );
  else body = <Skeleton.Image active aria-label={t('verification.drawer.loading')} />;
  return (
    <figure className="verification-file" data-testid={`verification-file-${kind}`}>
      <figcaption>{label}</figcaption>
      {body}
    </figure>
  );
}
