import { useNavigate } from 'shared/router';
import { useT } from 'shared/i18n';
import { StatusPage } from './StatusPage';

/** The spec's not-found page: 'This page does not exist' and a 'Go to Homepage' button to / (in the page's language). */
export function NotFoundPage() {
  const navigate = useNavigate();
  const t = useT('common');
  return (
    <StatusPage mark="404" title={t('states.notFound')}>
      <button type="button" className="ui-button" onClick={() => navigate('/')}>
        {t('states.goHome')}
      </button>
    </StatusPage>
  );
}
