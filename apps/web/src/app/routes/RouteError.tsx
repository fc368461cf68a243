import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';
import { ui } from '../../components/ui';
import { Link } from 'react-router';
import { useOnline } from '../../features/offline/online';
import { paths } from '../../lib/paths';

/** A render or loading failure (a stale chunk after a deploy, mostly): offer a reload. */
function RouteError() {
  const { t } = useTranslation();
  const offline = !useOnline();
  return (
    <section role="alert" className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-6 text-center">
      <PageTitle title={t('errors:title')} />
      <h1 className="font-serif text-3xl font-semibold text-maroon-800 dark:text-sand-50">{t('errors:title')}</h1>
      {/* Offline, a page never opened on this device has no code here: say so, and where the saved things are. */}
      <p className="mt-4 text-stone-600 dark:text-stone-300">{offline ? t('offline:notOpened') : t('errors:http.default')}</p>
      {offline ? (
        <Link to={paths.offline} className={`${ui.buttonPrimary} mt-8`}>
          {t('offline:viewAll')}
        </Link>
      ) : (
        <button type="button" className={`${ui.buttonPrimary} mt-8`} onClick={() => window.location.reload()}>
          {t('labels.ok')}
        </button>
      )}
    </section>
  );
}

interface Props {
  /** The current path: going to another page (the browser's Back) clears the failure. */
  pathname: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  pathname: string;
}

/** Shows RouteError in place of the app when a page fails to render or its chunk to load. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
