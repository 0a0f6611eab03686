import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import './ui.css';

/** The spec's not-found page: 'This page does not exist' and a 'Go to Homepage' button to /. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const titleId = useId();
  return (
    <section className="ui-state" aria-labelledby={titleId}>
      <p className="ui-state__mark" aria-hidden="true">
        404
      </p>
      <h1 id={titleId} className="ui-state__title">
        This page does not exist
      </h1>
      <button type="button" className="ui-button" onClick={() => navigate('/')}>
        Go to Homepage
      </button>
    </section>
  );
}
