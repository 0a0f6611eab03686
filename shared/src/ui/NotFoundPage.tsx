import { useNavigate } from 'react-router-dom';
import { StatusPage } from './StatusPage';

/** The spec's not-found page: 'This page does not exist' and a 'Go to Homepage' button to /. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <StatusPage mark="404" title="This page does not exist">
      <button type="button" className="ui-button" onClick={() => navigate('/')}>
        Go to Homepage
      </button>
    </StatusPage>
  );
}
