import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavBar, type NavBarProps } from './NavBar';
import './page.css';

export type PageProps = {
  /** Shown in the header and as the document title. */
  title: string;
  back?: NavBarProps['back'];
  right?: NavBarProps['right'];
  /** Replaces the standard header (the home screen has its own top bar). */
  header?: ReactNode;
  children: ReactNode;
};

/** A screen: header with back and title, then the content as the page's one `<main>`. */
export function Page({ title, back, right, header, children }: PageProps) {
  const { t } = useTranslation();
  const appName = t('app.name');
  const documentTitle = title === appName ? appName : `${title} · ${appName}`;
  return (
    <div className="fr-page">
      {/* React 19 hoists <title> into <head>. */}
      <title>{documentTitle}</title>
      {header ?? <NavBar title={title} {...(back === undefined ? {} : { back })} right={right} />}
      <main className="fr-page__body">{children}</main>
    </div>
  );
}
