import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A screen's title, one line saying what it is for, and its main actions on the right. */
export function PageHeader({
  title,
  subtitle,
  extra,
}: {
  title: string;
  subtitle?: string;
  extra?: ReactNode;
}) {
  return (
    <div className="page-header">
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {subtitle ? (
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', maxWidth: 760 }}>
            {subtitle}
          </Typography.Paragraph>
        ) : null}
      </div>
      {extra ? <div className="page-header__extra">{extra}</div> : null}
    </div>
  );
}
