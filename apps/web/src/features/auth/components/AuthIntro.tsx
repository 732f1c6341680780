import { LogoMark } from '../../../components/ui';

/** The brand mark with a line of welcome above the login and register forms. */
export function AuthIntro({ heading, body }: { heading: string; body: string }) {
  return (
    <div className="fr-auth-intro">
      <LogoMark size={52} />
      <h2 className="fr-auth-intro__heading">{heading}</h2>
      <p className="fr-auth-intro__body">{body}</p>
    </div>
  );
}
