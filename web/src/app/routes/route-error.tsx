import Button from 'antd/es/button';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredMessage } from '@/components/ui/centered-message';

/** A screen that failed to render or to load its code (an older tab after a deploy). */
function RouteError() {
  const { t } = useTranslation();
  return (
    <CenteredMessage text={t('errors.generic')}>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('common.actions.reload')}
      </Button>
    </CenteredMessage>
  );
}

type Props = { pathname: string; children: ReactNode };
type State = { error: boolean; pathname: string };

/** Shows RouteError in place of the screens until the user goes to another page. */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<State> {
    return { error: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { error: false, pathname: props.pathname };
  }

  render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}
