import { useNavigate } from 'react-router-dom';
import { Button, Result } from 'shared/ui/antd';

/** The spec's not-found page: 'This page does not exist' and a 'Go to Homepage' button to /. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="This page does not exist"
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          Go to Homepage
        </Button>
      }
    />
  );
}
